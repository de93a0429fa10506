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
