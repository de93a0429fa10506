import type { RemoteRouteObject } from '@shop/router';
import type { RemoteTypeContract } from '@shop/remote-types';
import { REMOTES } from './remotes.ts';

/** The module every remote exposes as `./routes`: its route table (loaded by the server registry and the browser). */
export type RemoteRoutesModule = { default: RemoteRouteObject[] };

/**
 * What the shell loads from remotes. `pnpm typecheck` checks it against the types each remote's build publishes
 * (`client/@mf-types.zip`), and `pnpm deploy:remote` checks a new build before publishing it (docs/contracts.md).
 */
export const remoteTypeContract = {
  remotes: REMOTES.map((r) => ({ name: r.name, folder: r.folder, envKey: r.envKey, defaultPort: r.port, exposes: { './routes': 'RemoteRoutesModule' } })),
} satisfies RemoteTypeContract;
