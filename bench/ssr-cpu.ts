// CPU time per SSR request, of the shell and of the API, read from /proc/<pid>/stat around a bounded load of each
// page. Unlike requests per second this hardly moves when other work shares the cores, so it is how a change to the
// render path is judged on a busy machine (docs/performance.md). Member pages (mypage, orders) are asked
// with the bench member's session, the others as a returning visitor (anonymous pages come from the page cache).
//   node bench/ssr-cpu.ts [--port 3500] [--pages home,mypage,orders] [--requests 1200] [--connections 16] [--rounds 3]
//     [--gzip]   ask for gzip as browsers do (default: plain answers)
// Build first (pnpm exec turbo run build).
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runLoad } from './lib/load.ts';
import { ROOT, startStack, type Stack } from './lib/stack.ts';
import { renderTable } from './lib/table.ts';
import { pickTemplates, prepareCartVisitor, preparePersonalPages } from './lib/targets.ts';
import { cookieHeader } from './lib/personal-pages.ts';
import { cpuMsOf } from './lib/proc.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3500' },
    pages: { type: 'string', default: 'home,mypage,orders' },
    requests: { type: 'string', default: '1200' },
    connections: { type: 'string', default: '16' },
    rounds: { type: 'string', default: '3' },
    gzip: { type: 'boolean', default: false },
  },
});
const resultsDir = path.join(ROOT, 'bench/results');
mkdirSync(resultsDir, { recursive: true });
const logFile = path.join(resultsDir, `ssr-cpu-${new Date().toISOString().replace(/[:.]/g, '-')}.log`);
const log = (line: string) => process.stdout.write(`${line}\n`);

let stack: Stack | undefined;
process.on('exit', () => {
  for (const s of stack?.services ?? []) if (s.child.exitCode === null) s.child.kill('SIGKILL');
});
try {
  stack = await startStack(Number(values.port), logFile);
  const api = stack.services.find((s) => s.name === 'api')!;
  const t = await pickTemplates(stack.apiOrigin);
  const visitor = await prepareCartVisitor(stack.origin, t.cartItemId);
  const names = values.pages.split(',') as ('home' | 'category' | 'item' | 'mypage' | 'orders')[];
  await preparePersonalPages(stack.origin, t, names);
  const member = (name: string) => (name === 'mypage' || name === 'orders' ? t.sessions[name] : undefined);
  const headers = (name: string) => ({ cookie: member(name) ? cookieHeader(member(name)!) : `SALESONID=${visitor}`, ...(values.gzip ? { 'accept-encoding': 'gzip' } : {}) });
  const requests = Number(values.requests);
  const rows: (string | number)[][] = [];
  for (let round = 1; round <= Number(values.rounds); round += 1) {
    for (const name of names) {
      // Warm-up: the JIT, the shared data and page caches, keep-alive connections to the API.
      await runLoad({ url: stack.origin + t[name], connections: 4, amount: 200, maxSeconds: 60, headers: headers(name) });
      const shellBefore = cpuMsOf(stack.shell.child.pid!);
      const apiBefore = cpuMsOf(api.child.pid!);
      const r = await runLoad({ url: stack.origin + t[name], connections: Number(values.connections), amount: requests, maxSeconds: 180, headers: headers(name) });
      const shellMs = (cpuMsOf(stack.shell.child.pid!) - shellBefore) / r.requests;
      const apiMs = (cpuMsOf(api.child.pid!) - apiBefore) / r.requests;
      rows.push([round, name, r.requests, r.non2xx, shellMs.toFixed(2), apiMs.toFixed(2), r.rps]);
      log(`round ${round} ${name}: shell ${shellMs.toFixed(2)} ms, API ${apiMs.toFixed(2)} ms CPU per request (${r.requests} requests, ${r.non2xx} non-2xx, ${r.rps} req/s)`);
    }
  }
  log(renderTable(['round', 'page', 'requests', 'non-2xx', 'shell CPU ms/req', 'API CPU ms/req', 'req/s'], rows));
  log(`load average: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
} finally {
  await stack?.stop();
  stack = undefined;
}
