import 'reflect-metadata';
import type { Server as HttpServer } from 'node:http';
import { Server } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp, bootLogger } from './app.factory';
import { ConfigError, loadConfig } from './config/app-config';

/** How long a stopping instance waits for the requests in progress before it closes anyway. */
export const SHUTDOWN_GRACE_MS = 30_000;

/**
 * SIGTERM/SIGINT: stop accepting connections first (a load balancer then sends new requests to another instance),
 * let the requests in progress finish (at most SHUTDOWN_GRACE_MS), and only then close the app (database, Redis, workers). Nest's own hook would close the modules first,
 * failing the requests still running.
 */
function drainOnSignals(app: NestExpressApplication): void {
  const server = app.getHttpServer() as HttpServer;
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    bootLogger.log(`${signal}: accepting no new connections, finishing the requests in progress`);
    // net.Server's close, not http.Server's: the latter also drops idle connections at once, among them one just
    // accepted whose request has not been read yet (the proxy then sees it reset). Each connection still ends
    // after its answer (the proxy asks for Connection: close) or after keepAliveTimeout.
    const closed = new Promise<void>((resolve) => Server.prototype.close.call(server, () => resolve()));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, SHUTDOWN_GRACE_MS)));
    await Promise.race([closed, late]);
    clearTimeout(timer);
    server.closeAllConnections();
    await app.close();
    bootLogger.log('stopped');
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, (s) => void stop(s));
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
  const app = await createApp(config, { shutdownHooks: false });
  await app.listen(config.PORT, config.HOST);
  drainOnSignals(app);
  const url = await app.getUrl();
  bootLogger.log(`serving on ${url.replace('[::1]', 'localhost')} — API /api, docs /api/docs`);
}

main().catch((err: unknown) => {
  bootLogger.error(`failed to start: ${(err as Error).message}`, (err as Error).stack);
  process.exit(1);
});
