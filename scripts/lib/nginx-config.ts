// The load balancer of the scale-out topology (docs/scale-out.md): one nginx with two balanced sites on loopback,
// browsers → shells and shells → APIs. Generated into a temporary prefix and run in the foreground.
import { SHELL_ERRORS } from '../../packages/contracts/src/errors/messages/shell.ko.ts';

/**
 * The answers nginx gives itself, as the shop's own errors: JSON with the status, code and Korean message of the
 * shell's error table, instead of nginx's English HTML. A request it refuses before any backend sees it (a NUL or a
 * broken escape in the path: 400; a URL or headers over its buffers: 414, 494; a body over client_max_body_size:
 * 413), or no backend that answers (502, 503, 504). A backend's own error answers pass through untouched
 * (proxy_intercept_errors stays off).
 */
export const BALANCER_ERRORS = [
  { nginx: [400], status: 400, code: 'MALFORMED_REQUEST' },
  { nginx: [413], status: 413, code: 'PAYLOAD_TOO_LARGE' },
  { nginx: [414, 494], status: 431, code: 'HEADERS_TOO_LARGE' },
  { nginx: [502, 503], status: 502, code: 'UPSTREAM_UNAVAILABLE' },
  { nginx: [504], status: 504, code: 'UPSTREAM_TIMEOUT' },
] as const;

function errorPages(): string {
  return BALANCER_ERRORS.map(({ nginx, status, code }) => {
    const body = JSON.stringify({ status, code, message: SHELL_ERRORS[code].message });
    // A URI, not a named location: nginx cannot redirect a request whose line it refused to a named one.
    return `    error_page ${nginx.join(' ')} =${status} /.shop-errors/${code};
    location = /.shop-errors/${code} {
      internal;
      default_type "application/json; charset=utf-8";
      add_header Cache-Control no-store always;
      return ${status} '${body}';
    }`;
  }).join('\n');
}

/**
 * A balanced site. `uri-hash`: a consistent hash of the path and query picks the backend (the shells: each public
 * page is rendered and kept by one shell, so the page cache stays as effective as with one shell and a URL moves
 * only when its shell leaves); `round-robin` otherwise (the APIs).
 *
 * `forwardedFor`, the X-Forwarded-For the backends get: `client` (default) for the balancer browsers connect to,
 * the address it got the connection from, replacing whatever the client wrote (the shells trust this balancer and
 * take it as the shopper's address); `append` for a balancer between trusted parts (the shells → the APIs), the
 * chain it got with the caller's address added ($proxy_add_x_forwarded_for): the shell's entry, the shopper's
 * address, stays, and the API takes the right-most address that is not one of its TRUSTED_PROXIES.
 */
/**
 * How long nginx keeps an idle pooled connection to a backend (seconds): below the backends' keep-alive timeout
 * (the shell's and the API's 65 s, `server-timeouts.ts` of each), so nginx closes an idle connection first and never
 * sends a request on one the backend is closing at that instant, which it would answer with a 502. nginx's default
 * is 60 s, above Node's default of 5 s.
 */
export const UPSTREAM_KEEPALIVE_SECONDS = 30;

/** How long nginx keeps an idle client connection (seconds): above the shells' API agent's idle timeout (15 s). */
export const CLIENT_KEEPALIVE_SECONDS = 75;

export type Balanced = { name: string; listen: number; backends: number[]; balance?: 'round-robin' | 'uri-hash'; forwardedFor?: 'client' | 'append' };

/**
 * The nginx configuration: round robin or a hash of the URL over the backends; a backend that refuses or times out is skipped for the
 * request (the next one answers) and left out for `failTimeoutSeconds` (passive health checks, nginx has no active
 * ones); answers stream through unbuffered (server rendering flushes the head first). At the edge the forwarded
 * headers replace whatever the client sent, so the shells (TRUSTED_PROXIES=127.0.0.1) believe only this balancer;
 * between the shells and the APIs the chain is appended to (`Balanced.forwardedFor`).
 */
export function nginxConfig(prefix: string, sites: Balanced[], options: { failTimeoutSeconds?: number; user?: string } = {}): string {
  const failTimeout = options.failTimeoutSeconds ?? 5;
  const upstreams = sites.map((site) => `  upstream ${site.name} {
${site.balance === 'uri-hash' ? '    hash $request_uri consistent;\n' : ''}${site.backends.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=${failTimeout}s;`).join('\n')}
    keepalive 32;
    keepalive_timeout ${UPSTREAM_KEEPALIVE_SECONDS}s;
  }`).join('\n');
  const servers = sites.map((site) => `  server {
    listen 127.0.0.1:${site.listen};
${errorPages()}
    location / {
      proxy_pass http://${site.name};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For ${site.forwardedFor === 'append' ? '$proxy_add_x_forwarded_for' : '$remote_addr'};
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
      proxy_request_buffering off;
      proxy_connect_timeout 1s;
      proxy_read_timeout 60s;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
    }
  }`).join('\n');
  return `${options.user ? `user ${options.user};\n` : ''}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_max_body_size 30m;
  keepalive_timeout ${CLIENT_KEEPALIVE_SECONDS}s;
  client_body_temp_path ${prefix}/client-body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${upstreams}
${servers}
}
`;
}
