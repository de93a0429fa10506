export { createStaticHost, STATIC_KEEP_ALIVE_TIMEOUT_MS } from './server.ts';
export type { StaticHostOptions } from './server.ts';
export { cacheControlFor, contentTypeFor } from './cache-policy.ts';
