import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Strings only development builds (`pnpm dev:remote`: React Fast Refresh, HMR) contain. */
export const DEVELOPMENT_MARKERS = ['react-refresh', '$RefreshReg$', '$RefreshSig$', 'injectIntoGlobalHook', 'hot-status.json', 'webpackHotUpdate'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

/** Every `.js`/`.cjs` file under `dirs` that contains a development marker, with the markers it contains. */
export function findDevelopmentCode(dirs: string[]): { file: string; markers: string[] }[] {
  return dirs
    .flatMap(files)
    .filter((file) => /\.c?js$/.test(file))
    .map((file) => {
      const text = readFileSync(file, 'utf8');
      return { file, markers: DEVELOPMENT_MARKERS.filter((m) => text.includes(m)) };
    })
    .filter((hit) => hit.markers.length > 0);
}
