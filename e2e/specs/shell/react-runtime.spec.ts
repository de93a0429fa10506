import { readFileSync } from 'node:fs';
import { expect, test, waitForHydration } from '../../fixtures/index.ts';

/** The react-dom the server and the unit tests run (the shell's dependency). */
const REACT_DOM_VERSION = (JSON.parse(readFileSync(new URL('../../../apps/shell/node_modules/react-dom/package.json', import.meta.url), 'utf8')) as { version: string }).version;

type Seen = { renderers: { name: string; version: string }[]; rootTags: number[] };

test.describe('React in the browser', () => {
  test('the page hydrates with React DOM itself, the server\'s version, on a concurrent root', async ({ page }) => {
    // React DOM announces itself to the developer tools' hook when it starts, and reports every committed root;
    // another runtime under React's name would not.
    await page.addInitScript(() => {
      const seen: Seen = { renderers: [], rootTags: [] };
      Object.assign(window, { __seen: seen });
      Object.assign(window, {
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          supportsFiber: true,
          isDisabled: false,
          renderers: new Map(),
          inject(renderer: { rendererPackageName: string; version: string }) {
            seen.renderers.push({ name: renderer.rendererPackageName, version: renderer.version });
            return seen.renderers.length;
          },
          checkDCE() {},
          onScheduleFiberRoot() {},
          onCommitFiberRoot(_id: number, root: { tag: number }) {
            if (!seen.rootTags.includes(root.tag)) seen.rootTags.push(root.tag);
          },
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
        },
      });
    });
    await page.goto('/');
    await waitForHydration(page);
    const seen = await page.evaluate(() => (window as unknown as { __seen: Seen }).__seen);
    expect(seen.renderers).toEqual([{ name: 'react-dom', version: REACT_DOM_VERSION }]);
    // 1 is React's ConcurrentRoot: hydrateRoot, time-sliced, not a legacy synchronous render.
    expect(seen.rootTags).toEqual([1]);
  });
});
