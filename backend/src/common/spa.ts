import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { matchRoute } from './site/routes';

/**
 * Serves the built SPA: hashed assets with long caching, other static files briefly, and index.html for
 * page routes — 200 for a route of the site table, 404 (same app, which renders its not-found page) for
 * anything else. `/api/*` never falls back to HTML.
 */
export function mountSpa(app: Express, distDir: string): void {
  const logger = new Logger('SPA');
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    logger.warn(`no frontend build at ${distDir}: run "make build" (the API still works)`);
    app.use((req: Request, res: Response, next: NextFunction) => {
      if (req.path.startsWith('/api')) return next();
      res.status(503).type('text/plain').send('The frontend has not been built. Run "make build".');
    });
    return;
  }
  const template = readFileSync(indexPath, 'utf8');
  app.use(
    '/assets',
    express.static(join(distDir, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: true }),
  );
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const match = matchRoute(req.path);
    const language = match?.language ?? (req.path.startsWith('/hi/') ? 'hi' : 'en');
    const html = template.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
    res
      .status(match ? 200 : 404)
      .type('html')
      .setHeader('Cache-Control', 'no-cache');
    res.send(html);
  });
}
