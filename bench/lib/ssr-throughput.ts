// SSR requests/s against a static file of the same bytes from a plain node:http server, alternating in the
// same run so machine noise hits both; and the shell's resident memory over 20,000 requests.
import { runLoad, type LoadResult } from './load.ts';
import { readMemory } from './proc.ts';
import { median, ratio } from './stats.ts';

export type ThroughputTarget = { name: string; url: string; staticUrl: string; bytes: number; headers?: Record<string, string> };

export type ThroughputRow = {
  name: string;
  bytes: number;
  rounds: { subject: LoadResult; baseline: LoadResult; ratio: number }[];
  /** Medians over the rounds. */
  rps: number;
  p50: number;
  p99: number;
  staticRps: number;
  staticP50: number;
  staticP99: number;
  ratio: number;
  non2xx: number;
};

export type LoadPlan = { connections: number; seconds: number; rounds: number; amount: number };

/** `rounds` times: the static file, then the subject, each bounded by `amount` requests and `seconds`. */
export async function compareWithStatic(target: ThroughputTarget, plan: LoadPlan, onLine?: (line: string) => void): Promise<ThroughputRow> {
  const base = { connections: plan.connections, amount: plan.amount, maxSeconds: plan.seconds, headers: target.headers };
  await runLoad({ ...base, url: target.url, amount: Math.min(200, plan.amount), maxSeconds: 5 }); // warm-up
  const rounds: ThroughputRow['rounds'] = [];
  for (let i = 0; i < plan.rounds; i += 1) {
    const baseline = await runLoad({ ...base, url: target.staticUrl, headers: undefined });
    const subject = await runLoad({ ...base, url: target.url });
    rounds.push({ subject, baseline, ratio: ratio(subject.rps, baseline.rps) });
    onLine?.(`  ${target.name} round ${i + 1}/${plan.rounds}: ${subject.rps} req/s (p50 ${subject.p50} ms, p99 ${subject.p99} ms) vs static ${baseline.rps} req/s: ${ratio(subject.rps, baseline.rps)}`);
  }
  const m = (f: (r: ThroughputRow['rounds'][number]) => number) => median(rounds.map(f));
  return {
    name: target.name,
    bytes: target.bytes,
    rounds,
    rps: m((r) => r.subject.rps),
    p50: m((r) => r.subject.p50),
    p99: m((r) => r.subject.p99),
    staticRps: m((r) => r.baseline.rps),
    staticP50: m((r) => r.baseline.p50),
    staticP99: m((r) => r.baseline.p99),
    ratio: m((r) => r.ratio),
    non2xx: rounds.reduce((n, r) => n + r.subject.non2xx, 0),
  };
}

export type MemoryRun = { pid: number; before: number; after1k: number; after20k: number; peak: number; requests: number; seconds: number; non2xx: number; errors: number };

const settle = () => new Promise((r) => setTimeout(r, 1000));

/**
 * Resident memory of the shell before, after the first 1,000 and after 20,000 requests cycling through the
 * given paths (bounded by `maxSeconds` overall).
 */
export async function memoryRun(pid: number, origin: string, paths: { path: string; headers?: Record<string, string> }[], connections: number, maxSeconds: number, total = 20_000): Promise<MemoryRun> {
  const started = Date.now();
  const before = readMemory(pid).rss;
  const first = await runLoad({ url: origin, connections, amount: 1000, maxSeconds, paths });
  await settle();
  const after1k = readMemory(pid).rss;
  const left = Math.max(1, maxSeconds - (Date.now() - started) / 1000);
  const rest = await runLoad({ url: origin, connections, amount: total - first.requests, maxSeconds: left, paths });
  await settle();
  const end = readMemory(pid);
  return {
    pid,
    before,
    after1k,
    after20k: end.rss,
    peak: end.peak,
    requests: first.requests + rest.requests,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    non2xx: first.non2xx + rest.non2xx,
    errors: first.errors + rest.errors,
  };
}
