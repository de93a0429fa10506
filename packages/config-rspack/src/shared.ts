/**
 * The Module Federation `shared` map used by the shell and every remote, in both targets.
 * Only context-bearing libraries are singletons; react-router is reached through the @shop/router facade
 * and bundled inside it. Shared singletons are never tree-shaken (remotes deployed later may need any export).
 */
export const SHARED = {
  react: { singleton: true, requiredVersion: '^19.2.0' },
  'react/jsx-runtime': { singleton: true, requiredVersion: '^19.2.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.2.0' },
  jotai: { singleton: true, requiredVersion: '^3.0.0' },
  '@shop/router': { singleton: true, requiredVersion: false },
  '@shop/session': { singleton: true, requiredVersion: false },
} as const;

/** Remote names (MF container names) keyed by workspace folder. */
export const REMOTE_NAMES = {
  catalog: 'catalog',
  'cart-order': 'cart_order',
  mypage: 'mypage',
  auth: 'auth',
  'company-cs': 'company_cs',
} as const;

/**
 * Federation runtime trimming for browser builds (MF `experiments.optimization`): no manifests, so the snapshot
 * plugin is dead code; `target: 'web'` drops the Node loaders; `disableRemote` drops remote loading, because the
 * shell loads each remote's container itself (apps/shell/src/client/load-container.ts) and no remote consumes
 * another. Must be the same in the shell (which provides the runtime) and the remotes (which use it).
 */
export const BROWSER_RUNTIME_OPTIMIZATION = { disableSnapshot: true, disableRemote: true, target: 'web' } as const;
