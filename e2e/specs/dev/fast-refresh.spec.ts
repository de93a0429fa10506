import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, isSameDocument, markWindow, test, waitForHydration } from '../../fixtures/index.ts';
import { startDevRemote, type DevStack } from '../../fixtures/dev-remote.ts';

// `pnpm dev:remote catalog` on its own ports (E2E_PORT + 50 …), beside the e2e stack.
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100) + 50;
const COMPONENT = path.resolve(import.meta.dirname, '../../../apps/catalog/src/features/item/components/quantity-control.tsx');
const BEFORE = '<span aria-hidden="true">+</span>';
const AFTER = '<span aria-hidden="true">+ (refreshed)</span>';

type Card = { itemUserCode: string; itemOptionFlag: string; itemSoldOutFlag: string; itemType: string };

let stack: DevStack | undefined;
const original = readFileSync(COMPONENT, 'utf8');
/**
 * Saves as an editor's atomic save does: a whole new file renamed over the old one. `writeFileSync` truncates first,
 * and the dev build's watcher could read the empty file in between: a module without its component, a render error
 * in the open page, and its state gone (seen once in a fresh clone's run).
 */
const save = (text: string) => {
  const next = `${COMPONENT}.${process.pid}.tmp`;
  writeFileSync(next, text);
  renameSync(next, COMPONENT);
};
const restore = () => {
  if (readFileSync(COMPONENT, 'utf8') !== original) save(original);
};
process.once('exit', restore);

test.describe('pnpm dev:remote: React Fast Refresh', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 });
  test.use({ baseURL: `http://localhost:${BASE_PORT}` });

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    stack = await startDevRemote('catalog', BASE_PORT);
  });

  test.afterAll(async () => {
    restore();
    await stack?.stop();
  });

  test('saving a component updates the open page in place: same document, React state kept, server renders it next', async ({ page, request }) => {
    expect(original).toContain(BEFORE);
    const items = (await (await request.get('/api/item?orderBy=CREATED_DATE&itemsPerPage=100')).json()) as { content: Card[] };
    const item = items.content.find((c) => c.itemOptionFlag === 'N' && c.itemSoldOutFlag === 'N' && c.itemType === '1');
    if (!item) throw new Error('no plain item');
    const itemPath = `/items/${item.itemUserCode}`;
    // The shell picks up the catalog's first development build within a second of it landing.
    await expect.poll(async () => (await request.get(itemPath)).status(), { timeout: 60_000 }).toBe(200);

    await page.goto(itemPath);
    await waitForHydration(page);
    const plus = page.getByRole('button', { name: '수량 더하기' }).first();
    const quantity = page.getByRole('textbox', { name: /수량$/ }).first();
    await plus.click();
    await plus.click();
    await expect(quantity).toHaveValue('3');
    await markWindow(page);

    try {
      save(original.replace(BEFORE, AFTER));
      await expect(plus).toHaveText('+ (refreshed)', { timeout: 30_000 });
      expect(await isSameDocument(page), 'the page was not reloaded').toBe(true);
      await expect(quantity).toHaveValue('3');
      // The server container was rebuilt too: the next full load renders the change on the server.
      await expect.poll(async () => (await (await request.get(itemPath)).text()).includes('+ (refreshed)'), { timeout: 20_000 }).toBe(true);
    } finally {
      restore();
    }
    await expect(plus).toHaveText('+', { timeout: 30_000 });
    expect(await isSameDocument(page)).toBe(true);
    await expect(quantity).toHaveValue('3');
  });
});
