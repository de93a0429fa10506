import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  const stop = async (signal: string): Promise<void> => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', (s) => void stop(s));
  process.once('SIGTERM', (s) => void stop(s));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('API server failed to start:', error);
  }
  process.exit(1);
});
