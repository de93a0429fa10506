// The shell's memory under a long mixed load: anonymous pages (new and returning visitors, and URLs no one
// asked for before, which fill the page cache to its bound), a member's pages, cart adds and bad input, with the
// shell's resident memory sampled after every slice of requests.
import { readFileSync } from 'node:fs';
import { runLoad } from './load.ts';
import { readMemory } from './proc.ts';

/** `unique`: each time a URL no one sent before (`query`), or a visitor id no one had before (`visitor`). */
export type SoakRequest = { path: string; method?: string; headers?: Record<string, string>; body?: string; unique?: 'query' | 'visitor' };

/**
 * Where a sample's resident bytes are, from /proc/<pid>/smaps: mapped files (node's code, ICU data), the main malloc
 * arena (`[heap]`, grown by brk), and every other anonymous mapping (V8's heap pages, the second malloc arena,
 * large buffers malloc maps on their own).
 */
export type RssBreakdown = { file: number; mallocHeap: number; anonymous: number };

export type SoakSample = { requests: number; seconds: number; rss: number; breakdown?: RssBreakdown };

/** The RSS of `pid` by kind of mapping; undefined when smaps cannot be read. */
export function readRssBreakdown(pid: number): RssBreakdown | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/smaps`, 'utf8');
  } catch {
    return undefined;
  }
  return parseSmaps(text);
}

/**
 * Sums the `Rss:` lines of an smaps text by the kind of the mapping above them.
 * @example parseSmaps('00400000-00500000 r-xp 00000000 08:01 1 /usr/bin/node\nRss: 4 kB\n') // { file: 4096, mallocHeap: 0, anonymous: 0 }
 */
export function parseSmaps(text: string): RssBreakdown {
  const sums: RssBreakdown = { file: 0, mallocHeap: 0, anonymous: 0 };
  let kind: keyof RssBreakdown = 'anonymous';
  for (const line of text.split('\n')) {
    const mapping = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) {
      const name = mapping[1] ?? '';
      kind = name === '[heap]' ? 'mallocHeap' : name.startsWith('/') ? 'file' : 'anonymous';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) sums[kind] += Number(rss[1]) * 1024;
  }
  return sums;
}

export type SoakRun = {
  pid: number;
  requests: number;
  seconds: number;
  warmup: number;
  samples: SoakSample[];
  /** RSS when the warm-up ended, the lowest and highest sample after it, and the process's peak (VmHWM). */
  warmRss: number;
  minRss: number;
  maxRss: number;
  peak: number;
  /** The farthest sample after the warm-up from the warm-up's RSS, as a share of it (0.15: 15%). */
  spread: number;
  non2xx: number;
  errors: number;
};

/**
 * The soak's cycle of requests: each connection walks it in order. Weights are repetitions: about 60% anonymous
 * pages, 15% a member's pages, 10% cart adds, 15% bad input.
 */
export function soakMix(o: { origin: string; anonymous: string[]; visitor: string; memberCookie: string | null; memberPages: string[]; cartItemId: number }): SoakRequest[] {
  const returning = { cookie: `SALESONID=${o.visitor}` };
  const anonymous = o.anonymous.flatMap((path): SoakRequest[] => [{ path }, { path, headers: returning }]);
  const member = o.memberCookie ? o.memberPages.map((path): SoakRequest => ({ path, headers: { cookie: o.memberCookie! } })) : [];
  // Each add by a new visitor (one visitor adding thousands of times meets the item's quantity limit: a 4xx).
  const cartAdd: SoakRequest = { path: '/api/cart/add', method: 'POST', headers: { origin: o.origin, 'content-type': 'application/json' }, body: JSON.stringify({ arrayRequiredItems: [`${o.cartItemId}||1||`] }), unique: 'visitor' };
  const bad: SoakRequest[] = [
    { path: '/items/%E0%A4%A' },
    { path: `/search?query=${'%EA%B0%80'.repeat(600)}` },
    { path: '/api/cart/add', method: 'POST', headers: { ...returning, origin: o.origin, 'content-type': 'application/json' }, body: '{"arrayRequiredItems":' },
    { path: '/_ipx/w_abc/upload/../../etc/passwd' },
    { path: '/api/auth/%74oken', method: 'POST', headers: { origin: o.origin, 'content-type': 'application/json' }, body: '{}' },
    { path: '/nowhere/at/all' },
  ];
  // A URL no one sent before: a page-cache miss and a render each time, kept until the cache's bounds push it out.
  const fresh: SoakRequest = { path: o.anonymous[1] ?? '/', unique: 'query' };
  const cycle: SoakRequest[] = [];
  for (let i = 0; i < 4; i += 1) cycle.push(...anonymous);
  cycle.push(fresh, ...member, ...member, cartAdd, cartAdd, ...bad);
  return cycle;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));

/**
 * Sends `total` requests of `mix` in `slices` slices, reading the shell's RSS after each (after a second's rest).
 * The first `warmup` requests warm the caches and the heap; every later sample is compared with the RSS after them.
 */
export async function soakRun(pid: number, origin: string, mix: SoakRequest[], o: { total: number; warmup: number; slices: number; connections: number; maxSeconds: number }): Promise<SoakRun> {
  const started = Date.now();
  let counter = 0;
  const paths = mix.map(({ unique, ...request }) => {
    if (unique === 'query') return { ...request, setupRequest: (r: { path?: string }) => ({ ...r, path: `${request.path}?soak=${(counter += 1)}` }) };
    if (unique === 'visitor') return { ...request, setupRequest: (r: { headers?: Record<string, string> }) => ({ ...r, headers: { ...r.headers, cookie: `SALESONID=soak-${process.pid}-${(counter += 1)}` } }) };
    return request;
  });
  const samples: SoakSample[] = [];
  let requests = 0;
  let non2xx = 0;
  let errors = 0;
  const sliceSize = Math.max(1, Math.ceil((o.total - o.warmup) / o.slices));
  const plan = [o.warmup, ...Array.from({ length: o.slices }, () => sliceSize)];
  for (const amount of plan) {
    const left = o.maxSeconds - (Date.now() - started) / 1000;
    if (left <= 1 || amount <= 0) break;
    const r = await runLoad({ url: origin, connections: o.connections, amount, maxSeconds: left, paths });
    requests += r.requests;
    non2xx += r.non2xx;
    errors += r.errors;
    await settle();
    samples.push({ requests, seconds: Math.round((Date.now() - started) / 100) / 10, rss: readMemory(pid).rss, breakdown: readRssBreakdown(pid) });
  }
  const after = samples.slice(1);
  const rss = after.map((s) => s.rss);
  const minRss = rss.length ? Math.min(...rss) : Number.NaN;
  const maxRss = rss.length ? Math.max(...rss) : Number.NaN;
  return {
    pid,
    requests,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    warmup: o.warmup,
    samples,
    warmRss: samples[0]?.rss ?? Number.NaN,
    minRss,
    maxRss,
    peak: readMemory(pid).peak,
    spread: rss.length ? Math.max(...rss.map((r) => Math.abs(r - (samples[0]?.rss ?? r)))) / (samples[0]?.rss ?? 1) : Number.NaN,
    non2xx,
    errors,
  };
}
