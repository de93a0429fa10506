// `react-dom` in browser builds: Preact's compat layer plus React 19's `preload`, which the layer lacks
// (packages/ui calls it while rendering; on the server React writes the hint into the head).
import compat from 'preact/compat';
import { preloadLink, type PreloadOptions } from './preload.ts';

// preact/compat declares its types with `export =`, which TypeScript cannot re-export with `export *`; Rspack
// re-exports the ES module's names, which is what this file is for.
// @ts-expect-error TS2498
export * from 'preact/compat';

type BrowserDocument = Parameters<typeof preloadLink>[0];

/** React 19's `preload` in the browser: one `<link rel="preload">` in the head per resource. */
export function preload(href: string, options: PreloadOptions): void {
  const doc = (globalThis as unknown as { document?: BrowserDocument }).document;
  if (doc) preloadLink(doc, href, options);
}

export default { ...compat, preload };
