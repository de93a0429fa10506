import assert from 'node:assert/strict';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { freshDatabase, startApiProcess, type ApiProcess, type ProcessDatabase } from '../../testing/api-process.ts';
import { describeEachDatabase } from '../../testing/test-server.ts';
import { cleanUpSignInRows } from './auth-cleanup.ts';
import { issueToken, tokenHash } from './tokens.ts';

const MINUTE = 60_000;

describeEachDatabase('clean-up of old sign-in rows', (server) => {
  it('deletes login failures past the window, used-up verifications, expired states and expired tokens; keeps what is still read', async () => {
    const { db } = server().app.database;
    const now = Date.now();
    const at = (ms: number) => toSeoulTimestamp(now + ms);
    await db.insertInto('loginFailures').values([
      { throttleKey: 'id:cleanup-old', createdAt: at(-11 * MINUTE) }, { throttleKey: 'id:cleanup-new', createdAt: at(-9 * MINUTE) },
      { throttleKey: 'day:cleanup-old', createdAt: at(-25 * 60 * MINUTE) }, { throttleKey: 'day:cleanup-new', createdAt: at(-23 * 60 * MINUTE) },
    ]).execute();
    await db.insertInto('loginKnownDevices').values([
      { memberId: 1, deviceKey: 'ip:cleanup-old', lastSeenAt: at(-91 * 24 * 60 * MINUTE) }, { memberId: 1, deviceKey: 'ip:cleanup-new', lastSeenAt: at(-89 * 24 * 60 * MINUTE) },
    ]).execute();
    const verification = (requestToken: string, createdAt: string) => ({
      requestToken, phone: '01099998888', userName: '정리', codeHash: 'x', attempts: 0, expiresAt: createdAt, verifiedAt: createdAt, usedAt: null, createdAt,
    });
    await db.insertInto('smsVerifications').values([verification('cleanup-old', at(-32 * MINUTE)), verification('cleanup-new', at(-20 * MINUTE))]).execute();
    const state = (name: string, expiresAt: string) => ({
      state: name, snsType: 'kakao', purpose: 'login', memberId: null, codeVerifier: '', snsUserId: null, snsName: null, snsEmail: null, expiresAt, createdAt: at(-40 * MINUTE),
    });
    await db.insertInto('snsStates').values([state('login_cleanup-old', at(-1000)), state('login_cleanup-new', at(5 * MINUTE))]).execute();
    const expired = await issueToken(db, 1, 'ROLE_USER', now - 15 * 24 * 60 * MINUTE);
    const live = await issueToken(db, 1, 'ROLE_USER', now);

    assert.ok(await cleanUpSignInRows(server().app.database, now) >= 4);
    const failures = await db.selectFrom('loginFailures').select('throttleKey').where('throttleKey', 'like', 'id:cleanup-%').execute();
    assert.deepEqual(failures.map((r) => r.throttleKey), ['id:cleanup-new']);
    const days = await db.selectFrom('loginFailures').select('throttleKey').where('throttleKey', 'like', 'day:cleanup-%').execute();
    assert.deepEqual(days.map((r) => r.throttleKey), ['day:cleanup-new'], 'an id\'s day count is kept for a day');
    const devices = await db.selectFrom('loginKnownDevices').select('deviceKey').where('deviceKey', 'like', 'ip:cleanup-%').execute();
    assert.deepEqual(devices.map((r) => r.deviceKey), ['ip:cleanup-new']);
    const verifications = await db.selectFrom('smsVerifications').select('requestToken').where('requestToken', 'like', 'cleanup-%').execute();
    assert.deepEqual(verifications.map((r) => r.requestToken), ['cleanup-new']);
    const states = await db.selectFrom('snsStates').select('state').where('state', 'like', 'login_cleanup-%').execute();
    assert.deepEqual(states.map((r) => r.state), ['login_cleanup-new']);
    const tokens = await db.selectFrom('authTokens').select('tokenHash').where('tokenHash', 'in', [tokenHash(expired), tokenHash(live)]).execute();
    assert.deepEqual(tokens.map((r) => r.tokenHash), [tokenHash(live)]);
    // A second run finds nothing more of these.
    await cleanUpSignInRows(server().app.database, now);
    assert.equal((await db.selectFrom('loginFailures').select('id').where('throttleKey', '=', 'id:cleanup-new').execute()).length, 1);
  });
});

describe('the clean-up job of a running API', () => {
  let db: ProcessDatabase | undefined;
  let api: ApiProcess | undefined;
  afterAll(async () => {
    await api?.kill();
    await db?.drop();
  });

  it('runs on its AUTH_CLEANUP_INTERVAL_MS', async () => {
    db = await freshDatabase('sqlite');
    api = await startApiProcess(db.url, { AUTH_CLEANUP_INTERVAL_MS: '300' });
    await db.sql('insert into login_failures (throttle_key, created_at) values ($1, $2)', ['id:job-old', toSeoulTimestamp(Date.now() - 60 * MINUTE)]);
    let left = 1;
    for (let i = 0; i < 100 && left > 0; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      left = (await db.sql(`select id from login_failures where throttle_key = 'id:job-old'`)).length;
    }
    assert.equal(left, 0, 'the job deleted the old failure');
  }, 60_000);
});
