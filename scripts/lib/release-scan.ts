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

/**
 * Shapes of secrets that must never be in a build: Toss Payments secret keys, private keys, database URLs with a
 * password, and assignments of the shop's secret settings. (Toss client keys, `test_ck_`/`live_ck_`, are public.)
 */
export const SECRET_PATTERNS: readonly RegExp[] = [
  /\b(?:test|live)_(?:g?sk)_[A-Za-z0-9]{8,}/,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  /\bpostgres(?:ql)?:\/\/[^:/@\s"'`]+:[^@/\s"'`]+@/,
  /\b(?:SESSION_SECRET|DEPLOY_HOOK_TOKEN|TOSS_SECRET_KEY|OPERATOR_TOKEN)\s*[=:]\s*["'`][^"'`\s]{8,}/,
];

/**
 * Every text file under `dirs` (scripts, source maps, HTML, JSON) holding one of `secrets` (the values of this
 * machine's secret settings; values under 8 characters are ignored) or a SECRET_PATTERNS shape, with what it holds.
 */
export function findSecrets(dirs: string[], secrets: readonly string[]): { file: string; found: string[] }[] {
  const values = secrets.filter((s) => s.length >= 8);
  return dirs
    .flatMap(files)
    .filter((file) => /\.(c?js|map|html|json|css|txt)$/.test(file))
    .map((file) => {
      const text = readFileSync(file, 'utf8');
      const found = [
        ...values.filter((v) => text.includes(v)).map(() => 'a secret setting of this machine'),
        ...SECRET_PATTERNS.filter((re) => re.test(text)).map((re) => `a string shaped like ${re.source.slice(0, 40)}`),
      ];
      return { file, found };
    })
    .filter((hit) => hit.found.length > 0);
}
