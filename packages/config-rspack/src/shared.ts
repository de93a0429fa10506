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

/** The React API version the browser-react shims stand for; every container's `requiredVersion` accepts it. */
const BROWSER_REACT_API_VERSION = '19.2.0';

/**
 * The shared map of browser builds. In release builds react, react-dom and the JSX runtime are Preact's compat layer
 * (see `browserReactAliases`), which has no React version of its own: it is provided under the React API version it
 * implements, so containers built by other teams still find their `react@^19.2` singleton. Development builds share
 * React itself (`SHARED`).
 */
export function browserShared(): Record<keyof typeof SHARED, { singleton: true; requiredVersion: string | false; version?: string }> {
  const version = BROWSER_REACT_API_VERSION;
  return {
    ...SHARED,
    react: { ...SHARED.react, version },
    'react/jsx-runtime': { ...SHARED['react/jsx-runtime'], version },
    'react-dom': { ...SHARED['react-dom'], version },
  };
}

/** Remote names (MF container names) keyed by workspace folder. */
export const REMOTE_NAMES = {
  catalog: 'catalog',
  'cart-order': 'cart_order',
  mypage: 'mypage',
  auth: 'auth',
  'company-cs': 'company_cs',
} as const;

/**
 * Federation runtime trimming for browser builds (MF `experiments.optimization`): remotes are registered by their
 * entry URL, never by a manifest, so the snapshot plugin is dead code; `target: 'web'` drops the Node loaders.
 * Must be the same in the shell (which provides the runtime) and the remotes (which use it).
 */
export const BROWSER_RUNTIME_OPTIMIZATION = { disableSnapshot: true, target: 'web' } as const;
