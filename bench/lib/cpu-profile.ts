// Summary of a V8 .cpuprofile (node --cpu-prof): self time by code bucket and by function.

export type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }[];
  startTime: number;
  endTime: number;
};

export type SelfTime = { name: string; ms: number; share: number };

/**
 * Where code lives: an npm package, the shell's server bundle, a remote's server container (fetched over HTTP),
 * Node's own code, or V8's pseudo-frames (`(garbage collector)`, `(idle)`, `(program)`).
 */
export function bucketOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native or V8 builtins)';
  if (url.startsWith('node:')) return 'node internals';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = url.slice(nm + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : (parts[0] ?? url);
  }
  const remote = /^https?:\/\/[^/]+\/(?:server\/)?([^/]+)$/.exec(url);
  if (remote) return `remote server container (${url.replace(/^https?:\/\/[^/]+/, '')})`;
  const chunk = /\/dist\/server\/([^/]+?)(?:\.[0-9a-f]{8})?\.cjs$/.exec(url);
  if (chunk) return `shell server bundle (${chunk[1]}.cjs)`;
  return url.replace(/^file:\/\//, '');
}

/** Self time per bucket and per function (name, file, line), largest first. */
export function summarizeProfile(profile: CpuProfile, topFunctions = 25): { totalMs: number; buckets: SelfTime[]; functions: SelfTime[] } {
  const totalHits = profile.nodes.reduce((n, x) => n + (x.hitCount ?? 0), 0) || 1;
  const totalMs = (profile.endTime - profile.startTime) / 1000;
  const msPerHit = totalMs / totalHits;
  const buckets = new Map<string, number>();
  const fns = new Map<string, number>();
  for (const n of profile.nodes) {
    const hits = n.hitCount ?? 0;
    if (!hits) continue;
    const { functionName, url, lineNumber } = n.callFrame;
    const b = bucketOf(url, functionName);
    buckets.set(b, (buckets.get(b) ?? 0) + hits);
    const f = `${functionName || '(anonymous)'} ${url ? `${url.split('/').pop()}:${lineNumber + 1}` : ''}`.trim();
    fns.set(f, (fns.get(f) ?? 0) + hits);
  }
  const list = (m: Map<string, number>) =>
    [...m].map(([name, hits]) => ({ name, ms: Math.round(hits * msPerHit), share: Math.round((hits / totalHits) * 1000) / 10 })).sort((a, b) => b.ms - a.ms);
  return { totalMs: Math.round(totalMs), buckets: list(buckets), functions: list(fns).slice(0, topFunctions) };
}
