import assert from 'node:assert/strict';
import { firstLoadRequests, summarizeLoad, type RecordedRequest } from './weight-summary.ts';

const o = 'http://127.0.0.1:9';
const r = (id: string, path: string, resourceType: string, initiatorUrls: string[], extra: Partial<RecordedRequest> = {}): RecordedRequest => ({
  id, url: o + path, resourceType, initiatorType: resourceType === 'Document' ? 'other' : 'parser', initiatorUrls, status: 200, transferBytes: 100, failed: false, ...extra,
});

const load = [
  r('1', '/items/A1', 'Document', [], { body: { raw: 30_000, gzip: 6000, brotli: 5000 } }),
  r('2', '/_shell/main.js', 'Script', [`${o}/items/A1`], { body: { raw: 100_000, gzip: 30_000, brotli: 26_000 } }),
  r('3', '/_shell/a.css', 'Stylesheet', [`${o}/items/A1`], { body: { raw: 8000, gzip: 2000, brotli: 1800 } }),
  r('4', '/_shell/chunk.js', 'Script', [`${o}/_shell/main.js`], { initiatorType: 'script', body: { raw: 50_000, gzip: 15_000, brotli: 13_000 } }),
  r('5', '/_ipx/w_640,f_webp/upload/1.png', 'Image', [`${o}/items/A1`], { transferBytes: 20_000 }),
  r('6', '/api/cart/count', 'Fetch', [`${o}/_shell/chunk.js`], { initiatorType: 'script' }),
  r('7', '/_shell/chunk.js', 'Script', [`${o}/_shell/main.js`], { initiatorType: 'script', body: { raw: 50_000, gzip: 15_000, brotli: 13_000 } }),
  r('8', '/font.woff2', 'Font', [`${o}/_shell/a.css`], { transferBytes: 40_000 }),
  r('9', '/_shell/broken.js', 'Script', [`${o}/items/A1`], { failed: true }),
];

test('sums bytes and counts by type, skipping failed requests', () => {
  const w = summarizeLoad('item', `${o}/items/A1`, load);
  assert.equal(w.url, '/items/A1');
  assert.deepEqual(w.html, { raw: 30_000, gzip: 6000, brotli: 5000, wire: 100 });
  assert.deepEqual(w.js, { raw: 200_000, gzip: 60_000, brotli: 52_000, wire: 300, requests: 3 });
  assert.deepEqual(w.css, { raw: 8000, gzip: 2000, brotli: 1800, wire: 100, requests: 1 });
  assert.deepEqual(w.font, { bytes: 40_000, requests: 1 });
  assert.deepEqual(w.image, { bytes: 20_000, requests: 1 });
  assert.equal(w.dataRequests, 1);
  assert.equal(w.totalRequests, 9);
});

test('reports chain depths, the critical path and duplicate downloads', () => {
  const w = summarizeLoad('item', `${o}/items/A1`, load);
  assert.equal(w.chainDepth, 2);
  assert.deepEqual(w.chainPath, ['/items/A1', '/_shell/main.js', '/_shell/chunk.js']);
  assert.equal(w.chainDepthAll, 3);
  assert.deepEqual(w.duplicates, ['/_shell/chunk.js']);
  assert.deepEqual(w.scripts.map((s) => [s.url, s.depth]), [['/_shell/main.js', 1], ['/_shell/chunk.js', 2], ['/_shell/chunk.js', 2]]);
});

test('the first load ends where the shell starts its idle-time load: the engine it fetches then is not counted', () => {
  const html = r('1', '/', 'Document', [], { startedAt: 1_000 });
  const main = r('2', '/_shell/main.js', 'Script', [`${o}/`], { startedAt: 1_100 });
  const engine = r('3', '/_shell/late-router-engine.js', 'Script', [`${o}/_shell/main.js`], { startedAt: 5_200 });
  assert.deepEqual(firstLoadRequests([html, main, engine], 5_150).map((x) => x.id), ['1', '2']);
  assert.deepEqual(firstLoadRequests([html, main, engine], null).map((x) => x.id), ['1', '2', '3']);
});
