import assert from 'node:assert/strict';
import { readStackEnv, stackPortEnv } from './stack-env.ts';

test('defaults put the storefront on 3000, the API on 4000 and remotes on 3001-3005', () => {
  const env = readStackEnv({});
  assert.equal(env.port, 3000);
  assert.equal(env.apiPort, 4000);
  assert.deepEqual(Object.values(env.remotePorts), [3001, 3002, 3003, 3004, 3005]);
});

test('one error lists every problem', () => {
  assert.throws(() => readStackEnv({ PORT: 'x', API_PORT: '70000', REMOTE_AUTH_PORT: '3001' }), (error: Error) => {
    assert.match(error.message, /PORT must be a port number/);
    assert.match(error.message, /API_PORT must be a port number/);
    assert.match(error.message, /used twice: 3001/);
    return true;
  });
});

test('a stack placed at a base port reads back as shell on the base, remotes above it and the API 1000 higher', () => {
  const env = readStackEnv(stackPortEnv(3100));
  assert.equal(env.port, 3100);
  assert.equal(env.apiPort, 4100);
  assert.deepEqual(env.remotePorts, { catalog: 3101, 'cart-order': 3102, mypage: 3103, auth: 3104, 'company-cs': 3105 });
});
