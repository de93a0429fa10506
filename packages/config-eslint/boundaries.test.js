// Checks that `shop/boundaries` (boundaries.js) fails lint for imports across apps, from packages into apps and
// between features, through ESLint itself with the shared config. Run: pnpm --filter @shop/config-eslint test
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import base from './index.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: base });

/** The `shop/boundaries` messages of linting `code` as if it were the workspace file `file`. */
async function crossings(file, code) {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'shop/boundaries').map((m) => m.message);
}

describe('shop/boundaries', () => {
  it('refuses one feature importing another feature of its app', async () => {
    const found = await crossings('apps/catalog/src/features/home/components/x.tsx', "export { a } from '../../item/components/buy-box.tsx';\n");
    assert.match(found[0] ?? '', /features\/home may not import features\/item/);
    assert.equal((await crossings('apps/catalog/src/features/home/components/x.ts', "export const load = () => import('../../item/api/load-item.ts');\n")).length, 1);
  });

  it('refuses shared layers importing features or pages, and features importing pages', async () => {
    assert.match((await crossings('apps/catalog/src/lib/x.ts', "export { a } from '../features/item/utils/a.ts';\n"))[0] ?? '', /src\/lib is shared code/);
    assert.match((await crossings('apps/catalog/src/features/item/x.ts', "export { a } from '../../app/routes/item-page.tsx';\n"))[0] ?? '', /may not import src\/app/);
  });

  it('refuses imports between apps and from packages into apps', async () => {
    assert.match((await crossings('apps/cart-order/src/features/cart/x.ts', "export { a } from '../../../../catalog/src/lib/a.ts';\n"))[0] ?? '', /apps\/cart-order may not import apps\/catalog/);
    assert.match((await crossings('apps/shell/src/app/x.ts', "export { a } from '@shop/catalog';\n"))[0] ?? '', /may not import the app @shop\/catalog/);
    assert.match((await crossings('packages/ui/src/x.ts', "export { a } from '../../../apps/shell/src/app/a.ts';\n"))[0] ?? '', /packages\/ui may not import apps\/shell/);
  });

  it('allows what the layers are for', async () => {
    const allowed = [
      ['apps/catalog/src/features/item/components/x.tsx', "export { a } from '../utils/a.ts';\nexport { b } from '../../../components/card-heart.tsx';\nexport { c } from '../../../lib/a.ts';\n"],
      ['apps/catalog/src/app/routes/x.tsx', "export { a } from '../../features/item/api/load-item.ts';\nexport { b } from '../../features/home/api/load-home.ts';\n"],
      ['apps/catalog/src/expose/routes.ts', "export const l = () => import('../features/brand/api/load-brand.ts');\n"],
      ['apps/catalog/src/features/item/x.test.tsx', "export { a } from '../../testing/fixtures.ts';\n"],
      ['apps/api/src/features/cart/x.ts', "export { a } from '../item/item-card.ts';\n"],
      ['packages/ui/src/x.ts', "export { a } from '@shop/router';\n"],
    ];
    for (const [file, code] of allowed) assert.deepEqual(await crossings(file, code), [], file);
  });
});
