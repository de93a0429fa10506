export { BROWSER_RUNTIME_OPTIMIZATION, SHARED, REMOTE_NAMES } from './shared.ts';
export { AssetsJsonPlugin } from './assets-plugin.ts';
export type { AssetsJson } from './assets-plugin.ts';
export { buildMode, resolveOptions, scriptRule } from './common.ts';
export type { Target } from './common.ts';
export { createRemoteConfigs } from './remote.ts';
export type { RemoteConfigInput } from './remote.ts';
