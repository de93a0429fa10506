// Shell server entry. The real work is behind a dynamic import: an async boundary, so the Module Federation
// share scope is initialised before React or any shared module is touched.
import path from 'node:path';
import { readShellEnv } from '../config/env.ts';

async function main(): Promise<void> {
  let env;
  try {
    env = readShellEnv(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  // Every line the server writes is one JSON event at its level, in Asia/Seoul time, with the request id.
  const { createLogger, routeConsole } = await import('./log/logger.ts');
  routeConsole(createLogger({ level: env.logLevel, base: { app: 'shell' } }), console, env.logLevel);
  const { createShellServer } = await import('./app-server.ts');
  const clientDir = path.resolve(__dirname, '../client');
  const shell = await createShellServer(env, clientDir);
  shell.server.listen(env.port, env.host, () => {
    console.log(`shell listening on http://${env.host ?? 'localhost'}:${env.port} (remotes: ${shell.registry.loadedNames().join(', ') || 'none'})`);
  });
  const stop = () => {
    void shell.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
