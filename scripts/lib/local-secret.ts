import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A local secret (the session cookie key, the deploy hook token): the environment's value when set, otherwise a
 * random 32-character value created once under data/ (git-ignored) so it survives restarts. Never in git.
 */
export function ensureLocalSecret(root: string, name: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const dir = path.join(root, 'data');
  const file = path.join(dir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(16).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
