import assert from 'node:assert/strict';
import { bucketOf, summarizeProfile, type CpuProfile } from './cpu-profile.ts';

test('bucketOf names packages, bundles, remote containers and V8 frames', () => {
  assert.equal(bucketOf('file:///w/node_modules/.pnpm/react-dom@19/node_modules/react-dom/cjs/x.js', 'render'), 'react-dom');
  assert.equal(bucketOf('file:///w/node_modules/@scope/pkg/index.js', 'f'), '@scope/pkg');
  assert.equal(bucketOf('file:///tmp/shop-bench-1/shell/dist/server/server.cjs', 'f'), 'shell server bundle (server.cjs)');
  assert.equal(bucketOf('file:///tmp/b/shell/dist/server/497.4598926c.cjs', 'f'), 'shell server bundle (497.cjs)');
  assert.equal(bucketOf('http://127.0.0.1:3501/server/__federation_expose_routes.js', 'f'), 'remote server container (/server/__federation_expose_routes.js)');
  assert.equal(bucketOf('node:internal/streams/writable', 'write'), 'node internals');
  assert.equal(bucketOf('', '(garbage collector)'), '(garbage collector)');
  assert.equal(bucketOf('', 'JSONStringify'), '(native or V8 builtins)');
});

test('summarizeProfile splits the wall time over self hits', () => {
  const profile: CpuProfile = {
    startTime: 0,
    endTime: 1_000_000,
    nodes: [
      { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1 } },
      { id: 2, callFrame: { functionName: 'renderElement', url: 'file:///n/node_modules/react-dom/server.js', lineNumber: 9 }, hitCount: 3 },
      { id: 3, callFrame: { functionName: '(idle)', url: '', lineNumber: -1 }, hitCount: 1 },
    ],
  };
  const s = summarizeProfile(profile);
  assert.equal(s.totalMs, 1000);
  assert.deepEqual(s.buckets, [{ name: 'react-dom', ms: 750, share: 75 }, { name: '(idle)', ms: 250, share: 25 }]);
  assert.equal(s.functions[0]!.name, 'renderElement server.js:10');
});
