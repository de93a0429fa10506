import assert from 'node:assert/strict';
import { pathSegments } from './safe-path.ts';

test('a plain path gives its segments, decoded once', () => {
  assert.deepEqual(pathSegments('/client/remoteEntry.0123abcd.js'), ['client', 'remoteEntry.0123abcd.js']);
  assert.deepEqual(pathSegments('/client/%ED%95%9C.css'), ['client', '한.css']);
});

test('dot segments, encoded separators, double escapes and malformed escapes are refused', () => {
  for (const raw of ['/client/../server/x.js', '/client/%2e%2e/server/x.js', '/client/..%2Fserver/x.js', '/client/..%5Cserver/x.js', '/client/..\\server/x.js', '/client/%252e%252e%252fserver/x.js', '/client/%00', '/client//x.js', '/client/%E0%A4%A', '/./client/x.js']) {
    assert.equal(pathSegments(raw), null, raw);
  }
});
