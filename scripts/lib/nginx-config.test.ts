import assert from 'node:assert/strict';
import { BALANCER_ERRORS, nginxConfig } from './nginx-config.ts';

test('the balancer config names every backend, passive failover and the forwarded headers', () => {
  const conf = nginxConfig('/tmp/lb', [{ name: 'shells', listen: 3750, backends: [3760, 3761], balance: 'uri-hash' }, { name: 'apis', listen: 4750, backends: [4770, 4771], forwardedFor: 'append' }]);
  assert.match(conf, /upstream shells \{\s+hash \$request_uri consistent;\s+server 127\.0\.0\.1:3760 max_fails=1 fail_timeout=5s;\s+server 127\.0\.0\.1:3761/);
  assert.match(conf, /upstream apis \{\s+server 127\.0\.0\.1:4770/);
  assert.match(conf, /listen 127\.0\.0\.1:4750;[\s\S]*?location \/ \{\s+proxy_pass http:\/\/apis;/);
  assert.match(conf, /proxy_next_upstream error timeout;/);
  assert.match(conf, /proxy_set_header X-Forwarded-Host \$http_host;/);
  // The edge sets the address it saw; the balancer behind the shells keeps the shell's entry (the shopper) and
  // appends the shell's own address, never replacing it with its peer's (which made every shopper one address).
  const [edge, inner] = conf.split('listen 127.0.0.1:4750;') as [string, string];
  assert.match(edge, /proxy_set_header X-Forwarded-For \$remote_addr;/);
  assert.match(inner, /proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
  assert.doesNotMatch(inner, /X-Forwarded-For \$remote_addr/);
  assert.match(conf, /pid \/tmp\/lb\/nginx\.pid;/);
  assert.doesNotMatch(conf, /^user /m);
  assert.match(nginxConfig('/tmp/lb', [], { user: 'root' }), /^user root;/);
});

test("nginx's own refusals answer as the shop's errors: JSON with the Korean message, the status it names", () => {
  const conf = nginxConfig('/tmp/lb', [{ name: 'shells', listen: 3750, backends: [3760] }]);
  for (const { nginx, status, code } of BALANCER_ERRORS) {
    assert.match(conf, new RegExp(`error_page ${nginx.join(' ')} =${status} /\\.shop-errors/${code};`));
    const body = new RegExp(`location = /\\.shop-errors/${code} \\{\\s+internal;[^}]*return ${status} '([^']+)';`).exec(conf)?.[1];
    const answer = JSON.parse(body ?? '{}') as { status: number; code: string; message: string };
    assert.equal(answer.status, status);
    assert.equal(answer.code, code);
    assert.match(answer.message, /[\uac00-\ud7a3]/);
  }
  assert.doesNotMatch(conf, /proxy_intercept_errors on/, "the backends' own error answers pass through");
});
