// The stack for e2e runs: its own ports and a fresh SQLite database, so tests never touch the dev data.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const base = Number(process.env.E2E_PORT ?? 3100);
const dir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
Object.assign(process.env, {
  PORT: String(base),
  API_PORT: String(base + 1000),
  REMOTE_CATALOG_PORT: String(base + 1),
  REMOTE_CART_ORDER_PORT: String(base + 2),
  REMOTE_MYPAGE_PORT: String(base + 3),
  REMOTE_AUTH_PORT: String(base + 4),
  REMOTE_COMPANY_CS_PORT: String(base + 5),
  STATIC_HOST_FAULTS: '1',
  RELEASE_POLL_MS: '1500',
  REMOTE_DEADLINE_MS: '2500',
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? `sqlite:${path.join(dir, 'e2e.db')}`,
});
await import('./run-all.ts');
