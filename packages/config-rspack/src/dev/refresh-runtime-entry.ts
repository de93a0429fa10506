// Development builds of the shell only (`pnpm dev:remote`): installs React Fast Refresh into the page before
// react-dom starts, so react-dom registers with it. Remotes share this one runtime instance.
import { injectIntoGlobalHook } from 'react-refresh/runtime';

injectIntoGlobalHook(globalThis);
// Modules compiled with refresh registrations but outside a remote's refresh boundary (workspace packages) call
// these; as no-ops they register nothing.
Object.assign(globalThis, { $RefreshReg$: () => {}, $RefreshSig$: () => (type: unknown) => type });
