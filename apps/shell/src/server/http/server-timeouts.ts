/**
 * How long an idle keep-alive connection stays open on the shell (ms). Above the idle timeout of the balancer's
 * pooled connections to it (nginx's upstream keepalive_timeout, 30 s in scripts/lib/nginx-config.ts), so the balancer
 * always closes an idle connection first and never sends a request on one the shell is closing at that instant
 * (nginx answers that with a 502). Node's default is 5 s.
 */
export const SERVER_KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** How long a request's headers may take (ms): above the keep-alive timeout, as Node's documentation asks. */
export const SERVER_HEADERS_TIMEOUT_MS = 66_000;
