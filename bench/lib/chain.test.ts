import assert from 'node:assert/strict';
import { chainDepths, CRITICAL_TYPES, deepestChain, type ChainRequest } from './chain.ts';

const doc = 'http://x/';
const req = (id: string, url: string, resourceType: string, initiatorType: string, initiatorUrls: string[]): ChainRequest => ({ id, url, resourceType, initiatorType, initiatorUrls });

const federated: ChainRequest[] = [
  req('1', doc, 'Document', 'other', []),
  req('2', 'http://x/main.js', 'Script', 'parser', [doc]),
  req('3', 'http://x/remoteEntry.js', 'Script', 'parser', [doc]),
  req('4', 'http://x/font.woff2', 'Font', 'parser', ['http://x/app.css']),
  req('5', 'http://x/app.css', 'Stylesheet', 'parser', [doc]),
  req('6', 'http://x/61.js', 'Script', 'script', ['http://x/main.js']),
  // The loader lives in remoteEntry, but the import() ran in 61.js: the chunk waits for both.
  req('7', 'http://x/596.js', 'Script', 'script', ['http://x/remoteEntry.js', 'http://x/61.js', 'http://x/main.js']),
  req('8', 'http://x/__release', 'Fetch', 'script', ['http://x/596.js']),
  req('9', 'http://x/inline.js', 'Script', 'script', [doc]),
];

test('depth follows the deepest script on the initiating stack', () => {
  const nodes = chainDepths(federated);
  const depth = Object.fromEntries(nodes.map((n) => [n.url.replace('http://x/', ''), n.depth]));
  assert.deepEqual(depth, { '': 0, 'main.js': 1, 'remoteEntry.js': 1, 'font.woff2': 1, 'app.css': 1, '61.js': 2, '596.js': 3, __release: 4, 'inline.js': 1 });
  assert.equal(nodes.find((n) => n.id === '7')?.parent, 'http://x/61.js');
});

test('deepestChain returns the path from the HTML, optionally limited to critical types', () => {
  const nodes = chainDepths(federated);
  assert.deepEqual(deepestChain(nodes), { depth: 4, path: [doc, 'http://x/main.js', 'http://x/61.js', 'http://x/596.js', 'http://x/__release'] });
  assert.equal(deepestChain(nodes, CRITICAL_TYPES).depth, 3);
});

test('a page whose chunks are all preloaded from the HTML has depth 1', () => {
  const flat = [req('1', doc, 'Document', 'other', []), req('2', 'http://x/a.js', 'Script', 'preload', [doc]), req('3', 'http://x/b.js', 'Script', 'parser', [doc])];
  assert.equal(deepestChain(chainDepths(flat), CRITICAL_TYPES).depth, 1);
});

test('unknown initiators count as the document and no request is its own parent', () => {
  const odd = [req('1', doc, 'Document', 'other', []), req('2', 'http://x/a.js', 'Script', 'script', ['http://x/a.js', 'chrome-extension://z'])];
  assert.equal(chainDepths(odd)[1]!.depth, 1);
  assert.deepEqual(deepestChain([]), { depth: 0, path: [] });
});
