// The stack for e2e runs: its own ports and a fresh SQLite database, so tests never touch the dev data.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stackPortEnv } from './lib/stack-env.ts';

const base = Number(process.env.E2E_PORT ?? 3100);
const dir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
Object.assign(process.env, {
  ...stackPortEnv(base),
  STATIC_HOST_FAULTS: '1',
  RELEASE_POLL_MS: '1500',
  REMOTE_DEADLINE_MS: '2500',
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? `sqlite:${path.join(dir, 'e2e.db')}`,
  // The operator calls e2e specs use to move orders on (specs/mypage); e2e/fixtures/mypage-util.ts sends the same.
  OPERATOR_TOKEN: process.env.OPERATOR_TOKEN ?? 'e2e-operator-token-0123456789',
});
await import('./run-all.ts');
