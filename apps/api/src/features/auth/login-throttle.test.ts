import assert from 'node:assert/strict';
import { it } from 'node:test';
import { DEMO_PASSWORD } from '../../seed/data/members.ts';
import { describeEachDatabase, json } from '../../testing/test-server.ts';
import { tryLogin } from './lifecycle-helpers.ts';
import { MAX_FAILURES_PER_ADDRESS, MAX_FAILURES_PER_ID } from './login-throttle.ts';

const WRONG = 'Wrong!pass123';

/** The error codes of parallel answers, counted. */
async function tally(answers: Response[]): Promise<Record<string, number>> {
  const codes = await Promise.all(answers.map(async (r) => ((await r.json()) as { code?: string }).code ?? String(r.status)));
  return codes.reduce<Record<string, number>>((all, code) => ({ ...all, [code]: (all[code] ?? 0) + 1 }), {});
}

describeEachDatabase('login throttle under a parallel burst', (server) => {
  const failures = async (key: string) => (await server().app.database.db.selectFrom('loginFailures').select('id').where('throttleKey', '=', key).execute()).length;

  it('30 parallel wrong passwords for one id: only 5 reach the password check, the id is locked', async () => {
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => tryLogin(server(), 'demo01', WRONG, `10.20.0.${i + 1}`)));
    assert.deepEqual(await tally(burst), { BAD_CREDENTIALS: MAX_FAILURES_PER_ID, LOGIN_LOCKED: 30 - MAX_FAILURES_PER_ID });
    assert.equal(await failures('id:demo01'), MAX_FAILURES_PER_ID);
    // Locked: even the right password from a fresh address is refused, with the lockout message.
    const locked = await json(await tryLogin(server(), 'demo01', DEMO_PASSWORD, '10.20.1.1'), 429);
    assert.equal(locked.message, '로그인 시도 횟수를 초과했습니다. 10분 후에 다시 시도해 주세요.');
  });

  it('30 parallel wrong passwords from one address: only 20 reach the password check, the address is locked', async () => {
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => tryLogin(server(), `guess${i}`, WRONG, '10.21.0.1')));
    assert.deepEqual(await tally(burst), { BAD_CREDENTIALS: MAX_FAILURES_PER_ADDRESS, LOGIN_LOCKED: 30 - MAX_FAILURES_PER_ADDRESS });
    assert.equal(await failures('ip:10.21.0.1'), MAX_FAILURES_PER_ADDRESS);
    assert.equal((await json(await tryLogin(server(), 'demo02', DEMO_PASSWORD, '10.21.0.1'), 429)).code, 'LOGIN_LOCKED');
  });

  it('a right password clears the id\'s failures and does not count against the address', async () => {
    for (let i = 0; i < 4; i += 1) await json(await tryLogin(server(), 'expired01', WRONG, '10.22.0.1'), 401);
    await json(await tryLogin(server(), 'expired01', DEMO_PASSWORD, '10.22.0.1'));
    assert.equal(await failures('id:expired01'), 0);
    assert.equal(await failures('ip:10.22.0.1'), 4);
    // Right passwords in parallel (as many as the id's limit: attempts in flight count until they succeed) all pass
    // and leave nothing counted.
    const right = await Promise.all(Array.from({ length: MAX_FAILURES_PER_ID }, () => tryLogin(server(), 'expired01', DEMO_PASSWORD, '10.22.0.2')));
    assert.deepEqual(right.map((r) => r.status), Array.from({ length: MAX_FAILURES_PER_ID }, () => 200));
    assert.equal(await failures('ip:10.22.0.2'), 0);
  });
});
