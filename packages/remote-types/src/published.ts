import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ConsumedRemote, PublishedTypes } from './contract.ts';

/** Where published types are read from: each remote's release build in the workspace, or where it is deployed. */
export type TypesSource = 'build' | 'url';

export const TYPES_ARCHIVE = '@mf-types.zip';

/** `apps/<folder>/dist/client/@mf-types.zip`: what `turbo run build` and `pnpm deploy:remote` publish. */
export function readBuiltTypes(workspaceRoot: string, remote: ConsumedRemote): PublishedTypes {
  const file = path.join(workspaceRoot, 'apps', remote.folder, 'dist/client', TYPES_ARCHIVE);
  return { name: remote.name, archive: existsSync(file) ? readFileSync(file) : null, from: path.relative(workspaceRoot, file) };
}

/**
 * The deployed build's types: `REMOTE_<KEY>_URL/client/mf-manifest.json` names the archive (`metaData.types.zip`),
 * fetched next to it.
 */
export async function fetchDeployedTypes(remote: ConsumedRemote, env: Record<string, string | undefined>, fetchImpl: typeof fetch = fetch): Promise<PublishedTypes> {
  const base = `${(env[`REMOTE_${remote.envKey}_URL`] ?? `http://127.0.0.1:${remote.defaultPort}`).replace(/\/+$/, '')}/client/`;
  const from = `${base}mf-manifest.json`;
  try {
    const manifest: unknown = await (await fetchImpl(from, { signal: AbortSignal.timeout(10_000) })).json();
    const zip = typesArchiveOf(manifest);
    if (!zip || !/^[\w@.-]+$/.test(zip)) return { name: remote.name, archive: null, from: `${from} (names no types archive)` };
    const res = await fetchImpl(new URL(zip, base), { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) return { name: remote.name, archive: null, from: `${base}${zip} (${res.status})` };
    return { name: remote.name, archive: Buffer.from(await res.arrayBuffer()), from: `${base}${zip}` };
  } catch (error) {
    return { name: remote.name, archive: null, from: `${from} (${error instanceof Error ? error.message : String(error)})` };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** `metaData.types.zip` of a manifest read as JSON, when it is there and a string. */
function typesArchiveOf(manifest: unknown): string | undefined {
  const zip = isRecord(manifest) && isRecord(manifest.metaData) && isRecord(manifest.metaData.types) ? manifest.metaData.types.zip : undefined;
  return typeof zip === 'string' ? zip : undefined;
}

/** The pnpm workspace root above `dir`. */
export function workspaceRoot(dir: string): string {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    if (existsSync(path.join(current, 'pnpm-workspace.yaml'))) return current;
    if (path.dirname(current) === current) throw new Error(`no pnpm-workspace.yaml above ${dir}`);
  }
}
