import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import { Logger, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { AppModule } from './app.module';
import { AppConfig } from './config/app-config';
import { clientContextMiddleware } from './common/client-context';
import { expressErrorHandler } from './common/http-exception.filter';
import { verifyJsonBody } from './common/json-body';
import { securityHeaders } from './common/security';
import { mountSpa } from './common/spa';

const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

export interface CreateAppOptions {
  /** Build the module graph without opening the database (for writing the OpenAPI spec). */
  preview?: boolean;
  logger?: false | LogLevel[];
  /** Close the app on SIGTERM/SIGINT (default). main.ts handles the signals itself, to drain requests first. */
  shutdownHooks?: boolean;
}

/** Creates the configured Nest application (not yet listening). Used by main, the tests and the spec writer. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const logger = options.logger ?? LEVELS.slice(0, LEVELS.indexOf(config.LOG_LEVEL) + 1);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    logger,
    preview: options.preview,
    abortOnError: false,
  });
  const server = app.getHttpAdapter().getInstance() as Express;
  server.disable('x-powered-by');
  server.set('trust proxy', config.TRUST_PROXY_HOPS);
  app.use(securityHeaders(config));
  app.use(compression());
  app.use('/api', cookieParser(config.SESSION_SECRET), clientContextMiddleware);
  // Stripe signs the exact bytes it sends: the webhook gets the raw body (the JSON parser then skips it)
  app.use('/api/donations/webhook', express.raw({ type: () => true, limit: '1mb' }));
  // every JSON body is checked for nesting depth (and UTF-8) on its raw bytes before it is parsed
  app.use('/api', express.json({ limit: config.JSON_BODY_LIMIT, verify: verifyJsonBody }), expressErrorHandler);
  app.setGlobalPrefix('api');
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    customSiteTitle: 'Likho API',
    jsonDocumentUrl: 'api/docs/openapi.json',
  });
  if (config.SERVE_FRONTEND) {
    mountSpa(server, config.resolvePath(config.FRONTEND_DIST), { publicUrl: config.PUBLIC_URL });
  }
  if (options.shutdownHooks !== false) app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  return app;
}

/** The OpenAPI document; operation ids are the controller method names (Orval hook names follow). */
export function buildOpenApiDocument(app: NestExpressApplication): OpenAPIObject {
  const doc = new DocumentBuilder()
    .setTitle('Likho API')
    .setDescription(
      'Free bilingual (English/Hindi) writing assistant. Every error answer is `{ success: false, message }`.',
    )
    .setVersion('1')
    .build();
  return SwaggerModule.createDocument(app, doc, { operationIdFactory: (_controller, method) => method });
}

export const bootLogger = new Logger('Likho');
