// The stack for e2e runs: its own ports and a fresh SQLite database, so tests never touch the dev data.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeToss } from '../apps/api/src/testing/fake-toss.ts';
import { e2eMemberEnv } from './lib/e2e-member-env.ts';
import { stackPortEnv } from './lib/stack-env.ts';

const base = Number(process.env.E2E_PORT ?? 3100);
const dir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
Object.assign(process.env, {
  ...stackPortEnv(base),
  STATIC_HOST_FAULTS: '1',
  RELEASE_POLL_MS: '1500',
  REMOTE_DEADLINE_MS: '2500',
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? `sqlite:${path.join(dir, 'e2e.db')}`,
  ...e2eMemberEnv(base),
  // Operator calls of the specs (visit counts, messenger records, maintenance, answers, approvals, order moves; the
  // fixtures send the same token) and the private uploads.
  OPERATOR_TOKEN: process.env.OPERATOR_TOKEN ?? 'e2e-operator-token-0123456789',
  STORAGE_DIR: path.join(dir, 'private-upload'),
  // Every spec's SMS sends and guest lookups come from this machine's one address.
  RATE_LIMIT_PER_ADDRESS: '1000',
  // The shell sends page views in batches (1 s by default): the specs that read visit counts see them sooner.
  VISIT_FLUSH_MS: '100',
});
// Card, easy-pay, virtual-account and transfer payments go through the built-in test gateway, as in the default
// start (no Toss keys). E2E_FAKE_TOSS=1 runs them against a local fake of Toss Payments' API instead: the `local_`
// client key makes the order sheet open the same test window, which speaks Toss's redirect protocol.
if (!process.env.TOSS_CLIENT_KEY && process.env.E2E_FAKE_TOSS === '1') {
  const toss = await startFakeToss('local_sk_e2e');
  Object.assign(process.env, { TOSS_CLIENT_KEY: 'local_ck_e2e', TOSS_SECRET_KEY: 'local_sk_e2e', TOSS_API_BASE_URL: toss.baseUrl });
}
await import('./run-all.ts');
