import assert from 'node:assert/strict';
import { gateLine, interactionChecks, interactionCommitChecks, interactionKey, INTERACTION_COMMIT_CEILINGS, JS_GZIP_HASH_NOISE, lcpChecks, lighthouseChecks, memoryCheck, ratioCheck, soakChecks, weightChecks } from './budgets.ts';
import { summarise } from './interaction-figures.ts';
import type { PageWeight } from './weight-summary.ts';

function page(name: string, jsGzip: number, jsRequests: number, chainDepth: number, fontBytes = 0): PageWeight {
  const z = { raw: 0, gzip: 0, brotli: 0, wire: 0 };
  return { name, url: '/', status: 200, html: z, js: { raw: 0, gzip: jsGzip, brotli: 0, wire: 0, requests: jsRequests }, css: { ...z, requests: 0 }, font: { bytes: fontBytes, requests: 0 }, image: { bytes: 0, requests: 0 }, dataRequests: 0, totalRequests: 0, chainDepth, chainPath: [], chainDepthAll: chainDepth, chainPathAll: [], duplicates: [], scripts: [] };
}

test('weight budgets pass at the limits and fail one byte, request or level above', () => {
  const atLimit = weightChecks([page('home', 130_000, 10, 2, 999_999)], {});
  assert.ok(atLimit.every((c) => c.pass && c.gated));
  const over = weightChecks([page('item', 130_001, 11, 3, 2_000_000)], {});
  assert.deepEqual(over.map((c) => c.pass), [false, false, false, false]);
  assert.equal(over[0]!.actual, '130 KB');
});

test('gateLine counts only gated checks', () => {
  const checks = [...weightChecks([page('home', 200_000, 13, 3), page('item', 100_000, 8, 2)], {}), ratioCheck('home', 0.1)];
  assert.deepEqual(gateLine(checks), { line: '5 passed, 3 failed', failed: 3 });
});

test('reported budgets: Lighthouse, LCP image, ratio and memory', () => {
  const lh = lighthouseChecks([{ page: 'home', score: 96, cls: 0.03, tbt: 100 }]);
  assert.deepEqual(lh.map((c) => c.pass), [true, false, true]);
  assert.ok(lh.every((c) => !c.gated));
  const lcp = lcpChecks([
    { page: 'home', lcp: { tag: 'img', url: '/_ipx/w_768,f_webp/a.webp', preloaded: false, ipxWebp: true, srcset: true, sized: false } },
    { page: 'cart', lcp: { tag: 'h1', url: '', preloaded: false, ipxWebp: false, srcset: false, sized: false } },
  ]);
  assert.equal(lcp[0]!.actual, 'missing: preloaded, sized');
  assert.equal(lcp[1]!.pass, true);
  assert.equal(ratioCheck('item', 0.79).pass, false);
  assert.equal(ratioCheck('item', 0.8).pass, true);
  assert.equal(memoryCheck(100, 115).pass, true);
  assert.equal(memoryCheck(100, 116).pass, false);
  assert.equal(memoryCheck(100, 116).actual, '16.0%');
  assert.deepEqual(soakChecks({ requests: 200_000, spread: 0.15, maxRss: 399e6 }).map((c) => c.pass), [true, true]);
  assert.deepEqual(soakChecks({ requests: 200_000, spread: 0.151, maxRss: 400e6 }).map((c) => [c.pass, c.actual]), [[false, '15.1%'], [false, '400.0 MB']]);
});

test('a page is gated on the 130 KB budget and, below it, on its ceiling (today\'s figure)', () => {
  const checks = weightChecks([page('home', 108_000, 5, 2)], { home: 109_000 });
  const budget = checks.find((c) => c.budget === 'JS gzip on first load')!;
  const ceiling = checks.find((c) => c.budget.includes('ceiling'))!;
  assert.ok(budget.pass && budget.gated);
  assert.ok(ceiling.pass && ceiling.gated);
  // A few bytes over is the gzip of renamed content hashes, not new code; beyond that allowance it fails.
  const renamed = weightChecks([page('home', 109_000 + JS_GZIP_HASH_NOISE, 5, 2)], { home: 109_000 });
  assert.equal(renamed.find((c) => c.budget.includes('ceiling'))!.pass, true);
  const grown = weightChecks([page('home', 109_001 + JS_GZIP_HASH_NOISE, 5, 2)], { home: 109_000 });
  assert.equal(grown.find((c) => c.budget.includes('ceiling'))!.pass, false);
  assert.equal(gateLine(grown).failed, 1);
  const over = weightChecks([page('home', 131_000, 5, 2)], { home: 140_000 });
  assert.equal(gateLine(over).failed, 1);
});

test('interaction budgets: the worst run within 50 ms; the control is a reference, never a budget', () => {
  const control = { ...summarise('control (no page code)', 'tap', [40, 72]), control: true };
  const checks = interactionChecks([control, summarise('cart', 'check a line', [40, 50]), summarise('cart', 'check all', [40, 56])], false);
  assert.deepEqual(checks.map((c) => [c.budget, c.pass]), [['check a line: worst of 2 runs', true], ['check all: worst of 2 runs', false]]);
});

test('commit ceilings: the fewest commits of the runs at or under the ceiling pass; one more on every run, no ceiling or no count fails', () => {
  const runs = (page: string, name: string, commits: number[]) => ({ ...summarise(page, name, [40, 40]), commits });
  const control = { ...runs('control (no page code)', 'tap', [0, 0]), control: true };
  const ceilings = { 'item: choose an option': 1, 'order sheet: 모두 사용': 2 };
  const checks = interactionCommitChecks(
    [control, runs('item', 'choose an option (색상)', [1, 2]), runs('order sheet', '모두 사용', [3, 3]), runs('cart', 'check all', [1, 1]), summarise('item', 'choose an option (크기)', [40])],
    true,
    ceilings,
  );
  assert.deepEqual(checks.map((c) => [c.page, c.actual, c.pass]), [['item', '1–2', true], ['order sheet', '3', false], ['cart', '1', false], ['item', 'not counted', false]]);
  assert.equal(checks[2]!.limit, 'a ceiling for "cart: check all"');
  assert.ok(checks.every((c) => c.gated));
  const skipped = interactionCommitChecks([{ ...runs('cart', 'check all', []), skipped: 'failed: timeout' }], true, { 'cart: check all': 1 });
  assert.deepEqual(skipped.map((c) => [c.actual, c.pass]), [['failed: timeout', false]]);
});

test('every ceiling is a whole number of commits, keyed by page and name without its parenthesis', () => {
  assert.equal(interactionKey({ page: 'item', name: 'open the option sheet (장바구니 on the bar)' }), 'item: open the option sheet');
  for (const [key, ceiling] of Object.entries(INTERACTION_COMMIT_CEILINGS)) {
    assert.ok(Number.isInteger(ceiling) && ceiling >= 0, key);
    // A key as interactionKey writes it: the name's parenthesis is never part of it.
    assert.match(key, /^[^:]+: [^()]+$/);
  }
});
