import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

type DtsOptions = NonNullable<ConstructorParameters<typeof ModuleFederationPlugin>[0]['dts']>;

/** Where a remote's build publishes the types of what it exposes (next to `mf-manifest.json`, which names them). */
export const TYPES_ARCHIVE = '@mf-types.zip';
export const TYPES_API = '@mf-types.d.ts';

/**
 * Module Federation's type generation for a remote's release build: declarations of every exposed module, zipped
 * into `client/@mf-types.zip` (plus `@mf-types.d.ts` for `loadRemote`), so a deploy publishes them with the build.
 * Consumers check against them (`shop-remote-types check`, docs/contracts.md).
 *
 * Typecheck (the root's one program, tsconfig.react.json) already checks the remote's sources, so the declarations
 * are emitted without a second full check (`noCheck`), which halves the time it adds to a build.
 */
export function remoteDtsOptions(remoteDir: string): DtsOptions {
  const dir = path.join(remoteDir, 'node_modules/.cache/shop-remote-types');
  mkdirSync(dir, { recursive: true });
  const tsConfigPath = path.join(dir, 'tsconfig.json');
  writeFileSync(tsConfigPath, JSON.stringify({ extends: path.join(remoteDir, 'tsconfig.json'), compilerOptions: { noCheck: true } }, null, 2));
  return {
    generateTypes: { tsConfigPath, generateAPITypes: true, deleteTypesFolder: true, abortOnError: true, compileInChildProcess: false },
    consumeTypes: false,
    displayErrorInTerminal: true,
  };
}
