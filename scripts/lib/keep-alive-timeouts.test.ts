import assert from 'node:assert/strict';
import { SERVER_HEADERS_TIMEOUT_MS as API_HEADERS_MS, SERVER_KEEP_ALIVE_TIMEOUT_MS as API_KEEP_ALIVE_MS } from '../../apps/api/src/http/server-timeouts.ts';
import { API_AGENT_IDLE_TIMEOUT_MS } from '../../apps/shell/src/server/http/api-fetch.ts';
import { SERVER_HEADERS_TIMEOUT_MS as SHELL_HEADERS_MS, SERVER_KEEP_ALIVE_TIMEOUT_MS as SHELL_KEEP_ALIVE_MS } from '../../apps/shell/src/server/http/server-timeouts.ts';
import { STATIC_KEEP_ALIVE_TIMEOUT_MS } from '../../packages/static-host/src/server.ts';
import { CLIENT_KEEPALIVE_SECONDS, nginxConfig, UPSTREAM_KEEPALIVE_SECONDS } from './nginx-config.ts';

// Every pooled connection is closed by its client before its server (docs/reliability.md, "Keep-alive"): a request
// is then never sent on a connection the server is closing at that instant (a reset, or nginx's 502).
test('each client of a kept-alive connection gives it up before the server at the other end does', () => {
  const upstreamMs = UPSTREAM_KEEPALIVE_SECONDS * 1000;
  assert.ok(upstreamMs < SHELL_KEEP_ALIVE_MS, 'nginx → shells');
  assert.ok(upstreamMs < API_KEEP_ALIVE_MS, 'nginx → APIs');
  assert.ok(API_AGENT_IDLE_TIMEOUT_MS < API_KEEP_ALIVE_MS, 'shell agent → API');
  assert.ok(API_AGENT_IDLE_TIMEOUT_MS < CLIENT_KEEPALIVE_SECONDS * 1000, 'shell agent → nginx in front of the APIs');
  assert.ok(4_000 < STATIC_KEEP_ALIVE_TIMEOUT_MS, "undici's 4 s (shell → remotes' static hosts)");
  assert.ok(SHELL_HEADERS_MS > SHELL_KEEP_ALIVE_MS && API_HEADERS_MS > API_KEEP_ALIVE_MS, 'headers timeouts above keep-alive');
  const conf = nginxConfig('/tmp/lb', [{ name: 'apis', listen: 4750, backends: [4770] }]);
  assert.match(conf, new RegExp(`upstream apis \\{[^}]*keepalive_timeout ${UPSTREAM_KEEPALIVE_SECONDS}s;`));
  assert.match(conf, new RegExp(`^\\s+keepalive_timeout ${CLIENT_KEEPALIVE_SECONDS}s;`, 'm'));
});
