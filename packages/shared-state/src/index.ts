export { createSharedState, type SharedState } from './shared-state.ts';
/** The channel the API announces operator changes on; shells drop their page and data caches when they hear it. */
export const CONTENT_CHANNEL = 'content-changed';
/** The channel a shell announces a deploy hook on; every shell re-reads the remotes' manifests. */
export const REMOTES_CHANNEL = 'remotes-changed';
