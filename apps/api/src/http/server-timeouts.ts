import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open on the API (ms). Above the idle timeout of every client that
 * keeps connections to it (the shell's API agent, 15 s; nginx's upstream keepalive_timeout, 30 s in
 * scripts/lib/nginx-config.ts): the client always closes an idle connection first, so no request is ever sent on a
 * connection the server is closing at that instant (a reset, or a 502 at the balancer). Node's default is 5 s.
 */
export const SERVER_KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** How long a request's headers may take (ms): above the keep-alive timeout, as Node's documentation asks. */
export const SERVER_HEADERS_TIMEOUT_MS = 66_000;

/** Applies both to a Node HTTP server (Fastify takes the keep-alive timeout as an option too). */
export function applyServerTimeouts(server: Server): void {
  server.keepAliveTimeout = SERVER_KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = SERVER_HEADERS_TIMEOUT_MS;
}
