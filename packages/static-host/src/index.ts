export { createStaticHost } from './server.ts';
export type { StaticHostOptions } from './server.ts';
export { cacheControlFor, contentTypeFor } from './cache-policy.ts';
