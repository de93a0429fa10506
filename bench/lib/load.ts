// A bounded load run with autocannon (in this process; the servers run in their own processes).
import autocannon, { type Options, type Request } from 'autocannon';

export type LoadResult = {
  requests: number;
  seconds: number;
  rps: number;
  /** Latency in ms. */
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  bytesPerRequest: number;
};

export type LoadOptions = {
  url: string;
  connections: number;
  /** Stop after this many requests ... */
  amount: number;
  /** ... or after this many seconds, whichever comes first. */
  maxSeconds: number;
  headers?: Record<string, string>;
  /** Paths the connections cycle through (each connection walks the list in order). */
  paths?: { path: string; method?: string; headers?: Record<string, string>; body?: string; setupRequest?: Request['setupRequest'] }[];
};

/** Runs one bounded load and reports requests/s and latency percentiles. */
export function runLoad(o: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const options: Options = { url: o.url, connections: o.connections, amount: o.amount, timeout: 30, headers: o.headers };
    if (o.paths) options.requests = o.paths.map((p) => ({ method: p.method ?? 'GET', path: p.path, headers: { ...o.headers, ...p.headers }, ...(p.body === undefined ? {} : { body: p.body }), ...(p.setupRequest ? { setupRequest: p.setupRequest } : {}) }));
    let timer: NodeJS.Timeout | undefined;
    const instance = autocannon(options, (error, r) => {
      clearTimeout(timer);
      if (error) {
        reject(error);
        return;
      }
      const requests = r.requests.total;
      resolve({
        requests,
        seconds: r.duration,
        rps: r.duration > 0 ? Math.round(requests / r.duration) : 0,
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
        bytesPerRequest: requests > 0 ? Math.round(r.throughput.total / requests) : 0,
      });
    });
    timer = setTimeout(() => instance.stop(), o.maxSeconds * 1000);
  });
}
