// Every e2e spec goes through the shop's fixtures (e2e/fixtures/index.ts): the console and accessibility gates
// are automatic only for tests built from its `test`.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const specs = path.resolve(import.meta.dirname, '../../e2e/specs');
const files = readdirSync(specs, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.spec.ts'));

test('there are specs to check', () => {
  assert.ok(files.length > 10);
});

test('every spec takes `test` from the fixtures, never from @playwright/test', () => {
  for (const file of files) {
    const text = readFileSync(path.join(specs, file), 'utf8');
    const fromPlaywright = [...text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@playwright\/test'/g)];
    for (const [, typeOnly, names] of fromPlaywright) {
      if (typeOnly) continue;
      assert.ok(!/\btest\b/.test(names!), `${file} imports test from @playwright/test: import it from the fixtures`);
    }
    assert.doesNotMatch(text, /import\s+\w+\s*(,|from)\s*[^;]*'@playwright\/test'/, `${file} imports @playwright/test's default export`);
    assert.match(text, /import\s+\{[^}]*\btest\b[^}]*\}\s+from\s+'(\.\.\/)+fixtures(\/index\.ts)?'/, `${file} takes test from e2e/fixtures`);
  }
});

/**
 * Operator calls that change one record a test made itself (an order's state, a claim, an inquiry's answer, a tax
 * invoice) or only read: safe beside other tests. Any other operator call changes what every shopper sees.
 */
const PER_RECORD_OPERATOR = /^\/api\/(operator\/(order|claim|inquiries|tax-invoices)|ops\/(visits|messenger-messages))\b/;

/** Why a spec changes shop-wide state, or null: operator settings and content, or a remote faulted/redeployed. */
function shopWideReason(text: string): string | null {
  const operator = [...text.matchAll(/(\/api\/(?:operator|ops)\/[\w/-]*)/g)].map((m) => m[1]!).find((p) => !PER_RECORD_OPERATOR.test(p));
  if (operator) return `calls ${operator}`;
  if (/from\s+'(\.\.\/)+fixtures\/remote-control(\.ts)?'/.test(text)) return 'faults or redeploys a remote (fixtures/remote-control)';
  return null;
}

test('every spec that changes shop-wide state runs in the shop-wide project, alone, and no other does', async () => {
  const { SHOP_WIDE_SPECS } = await import('../../e2e/playwright.config.ts');
  const listed = new Set<string>(SHOP_WIDE_SPECS);
  const inScope = files.filter((f) => !f.startsWith('scale-out/') && !f.startsWith('dev/'));
  for (const file of inScope) {
    const reason = shopWideReason(readFileSync(path.join(specs, file), 'utf8'));
    if (reason) assert.ok(listed.has(file), `${file} ${reason}: add it to SHOP_WIDE_SPECS in e2e/playwright.config.ts`);
    else assert.ok(!listed.has(file), `${file} is in SHOP_WIDE_SPECS but changes nothing shop-wide: run it beside the others`);
  }
  for (const spec of listed) assert.ok(files.includes(spec), `SHOP_WIDE_SPECS names ${spec}, which does not exist`);
});

test('the shop-wide check tells a record of the test’s own from shop-wide settings', () => {
  assert.equal(shopWideReason("request.post(`${api}/api/operator/order/advance`, {})"), null);
  assert.equal(shopWideReason("request.get('/api/ops/visits?visitorId=1')"), null);
  assert.equal(shopWideReason("request.put(`${api}/api/operator/maintenance`, {})"), 'calls /api/operator/maintenance');
  assert.equal(shopWideReason("request.post('/api/operator/notices', {})"), 'calls /api/operator/notices');
  assert.match(shopWideReason("import { stopRemote } from '../../fixtures/remote-control.ts';") ?? '', /remote-control/);
});
