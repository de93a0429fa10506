// The part of autocannon's API the suite uses (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p99: number; max: number; total: number };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  };
  export type Options = {
    url: string;
    connections?: number;
    amount?: number;
    duration?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  };
  /** One request of the cycle; `setupRequest` may rewrite it each time it is sent. */
  export type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string; setupRequest?: (request: Request) => Request };
  type Instance = { stop: () => void };
  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
