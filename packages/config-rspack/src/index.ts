export { SHARED } from './shared.ts';
export { AssetsJsonPlugin } from './assets-plugin.ts';
export { PathFreeModuleIdsPlugin } from './path-free-ids.ts';
export { buildMode, resolveOptions, scriptRule } from './common.ts';
export { createRemoteConfigs } from './remote.ts';
export { DEV_OUT_DIR, devRefresh, REFRESH_SHARED_SHELL, SHELL_REFRESH_ENTRY } from './dev-refresh.ts';
export { remoteDtsOptions, TYPES_ARCHIVE } from './remote-types.ts';
