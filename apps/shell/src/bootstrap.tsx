// The browser start, in steps that each run in a task of their own: React DOM's code, then the shell's code, then
// the routes, the router and hydration (startShell). On a slow phone no single task then holds the main thread for
// the whole start. The eager imports add no request: their modules are in this chunk, only evaluated later.
import { yieldToMain } from '@shop/ui/yield-to-main';

async function boot(): Promise<void> {
  await yieldToMain();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  const { startShell } = await import(/* webpackMode: "eager" */ './client/start-shell.tsx');
  await startShell(yieldToMain);
}

void boot();
