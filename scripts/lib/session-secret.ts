import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The AES-GCM key for session cookies: SESSION_SECRET when set, otherwise a random 32-byte key created once
 * under data/ (git-ignored) so sessions survive restarts. The key never enters git.
 */
export function ensureSessionSecret(root: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const dir = path.join(root, 'data');
  const file = path.join(dir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(16).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
