export { BROWSER_RUNTIME_OPTIMIZATION, SHARED, REMOTE_NAMES } from './shared.ts';
export { AssetsJsonPlugin } from './assets-plugin.ts';
export type { AssetsJson } from './assets-plugin.ts';
export { buildMode, resolveOptions, scriptRule } from './common.ts';
export type { Target } from './common.ts';
export { createRemoteConfigs } from './remote.ts';
export type { RemoteConfigInput } from './remote.ts';
export { DEV_OUT_DIR, devRefresh, HOT_STATUS_FILE, REFRESH_SHARED_SHELL, SHELL_REFRESH_ENTRY } from './dev-refresh.ts';
export type { HotStatus } from './dev-refresh.ts';
