// `react` in browser builds: Preact's compat layer (react and react-dom together about 11 KB gzip instead of
// about 68), plus the one React 19 hook that react-router calls and the layer lacks. Servers keep React itself,
// and so do development builds (Fast Refresh); see docs/performance.md, "Preact in the browser".
import compat from 'preact/compat';

// preact/compat declares its types with `export =`, which TypeScript cannot re-export with `export *`; Rspack
// re-exports the ES module's names, which is what this file is for.
// @ts-expect-error TS2498
export * from 'preact/compat';

/**
 * react-router's RouterProvider calls it on every render. Its optimistic branch runs only with `useTransitions`,
 * which the shell never sets, so the state passes through unchanged, as React's hook does outside an action.
 */
export function useOptimistic<S>(passthrough: S): [S, (action: unknown) => void] {
  return [passthrough, () => undefined];
}

export default { ...compat, useOptimistic };
