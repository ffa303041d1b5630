import 'reflect-metadata';
import { createApp, bootLogger } from './app.factory';
import { ConfigError, loadConfig } from './config/app-config';

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
  const app = await createApp(config);
  await app.listen(config.PORT, config.HOST);
  const url = await app.getUrl();
  bootLogger.log(`serving on ${url.replace('[::1]', 'localhost')} — API /api, docs /api/docs`);
}

main().catch((err: unknown) => {
  bootLogger.error(`failed to start: ${(err as Error).message}`, (err as Error).stack);
  process.exit(1);
});
