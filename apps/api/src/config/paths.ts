import { fileURLToPath } from 'node:url';

/** Absolute path of the monorepo root (apps/api/src/config → ../../../..). */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
