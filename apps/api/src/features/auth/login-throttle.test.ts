import assert from 'node:assert/strict';
import { DEMO_PASSWORD } from '../../seed/data/members.ts';
import { describeEachDatabase, json, type TestServer } from '../../testing/test-server.ts';
import { tryLogin } from './lifecycle-helpers.ts';
import { failureDelayMs, MAX_FAILURES_PER_ADDRESS, MAX_FAILURES_PER_ID_PER_DAY, MAX_FAILURES_PER_PAIR } from './login-throttle.ts';

const WRONG = 'Wrong!pass123';
const LOCKED = '로그인 시도 횟수를 초과했습니다. 10분 후에 다시 시도해 주세요.';
const LOCKED_TODAY = '이 아이디의 로그인 실패가 많아 처음 사용하는 기기에서는 로그인할 수 없습니다. 로그인한 적이 있는 기기를 이용하시거나 비밀번호 찾기를 이용해 주세요.';

/** The error codes of parallel answers, counted. */
async function tally(answers: Response[]): Promise<Record<string, number>> {
  const codes = await Promise.all(answers.map(async (r) => ((await r.json()) as { code?: string }).code ?? String(r.status)));
  return codes.reduce<Record<string, number>>((all, code) => ({ ...all, [code]: (all[code] ?? 0) + 1 }), {});
}

/** A login from an address and, when given, a browser (the SALESONID the shell sends). */
function loginFrom(server: TestServer, loginId: string, password: string, address: string, browser?: string) {
  return server.request('/api/auth/token', {
    method: 'POST', body: { loginId, password }, headers: { 'x-forwarded-for': address, ...(browser ? { salesonid: browser } : {}) },
  });
}

describe('failureDelayMs', () => {
  it('answers the first failure at once, then waits longer, capped', () => {
    assert.deepEqual([1, 2, 3, 4, 5, 9].map(failureDelayMs), [0, 200, 400, 800, 1600, 1600]);
  });
});

describeEachDatabase('login throttle: the guesser is stopped', (server) => {
  const failures = async (key: string) => (await server().app.database.db.selectFrom('loginFailures').select('id').where('throttleKey', '=', key).execute()).length;

  it('wrong passwords for one id from one address slow down, then that address is stopped for the id (even the right password)', async () => {
    const elapsed: number[] = [];
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i += 1) {
      const started = performance.now();
      assert.equal((await json(await tryLogin(server(), 'demo01', WRONG, '10.20.0.1'), 401)).code, 'BAD_CREDENTIALS');
      elapsed.push(performance.now() - started);
    }
    // Against the quicker of the first two answers: the suite's first request also pays for a cold server.
    assert.ok(elapsed[4]! >= failureDelayMs(5) && elapsed[4]! > Math.min(elapsed[0]!, elapsed[1]!) + 1000, `the 5th answer waited: ${elapsed.map(Math.round).join(', ')} ms`);
    assert.deepEqual(await json(await tryLogin(server(), 'demo01', DEMO_PASSWORD, '10.20.0.1'), 429), { status: 429, code: 'LOGIN_LOCKED', message: LOCKED });
    assert.equal(await failures('id:demo01|ip:10.20.0.1'), MAX_FAILURES_PER_PAIR);
    // Another address is not stopped by them: the owner signs in.
    await json(await tryLogin(server(), 'demo01', DEMO_PASSWORD, '10.20.0.2'));
  });

  it('30 parallel wrong passwords for one id from one address: only 5 reach the password check', async () => {
    const burst = await Promise.all(Array.from({ length: 30 }, () => tryLogin(server(), 'demo02', WRONG, '10.20.1.1')));
    assert.deepEqual(await tally(burst), { BAD_CREDENTIALS: MAX_FAILURES_PER_PAIR, LOGIN_LOCKED: 30 - MAX_FAILURES_PER_PAIR });
    assert.equal(await failures('id:demo02|ip:10.20.1.1'), MAX_FAILURES_PER_PAIR);
  });

  it('30 parallel wrong passwords from one address for many ids: only 20 reach the password check, the address is stopped', async () => {
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => tryLogin(server(), `guess${i}`, WRONG, '10.21.0.1')));
    assert.deepEqual(await tally(burst), { BAD_CREDENTIALS: MAX_FAILURES_PER_ADDRESS, LOGIN_LOCKED: 30 - MAX_FAILURES_PER_ADDRESS });
    assert.equal(await failures('ip:10.21.0.1'), MAX_FAILURES_PER_ADDRESS);
    assert.equal((await json(await tryLogin(server(), 'nobody-else', DEMO_PASSWORD, '10.21.0.1'), 429)).code, 'LOGIN_LOCKED');
  });

  it('guesses from many addresses are bounded per id per day: after the day limit a new address is refused, in parallel too', async () => {
    const burst = await Promise.all(Array.from({ length: MAX_FAILURES_PER_ID_PER_DAY + 20 }, (_, i) => tryLogin(server(), 'nobody-daily', WRONG, `10.30.${Math.floor(i / 200)}.${(i % 200) + 1}`)));
    assert.deepEqual(await tally(burst), { BAD_CREDENTIALS: MAX_FAILURES_PER_ID_PER_DAY, LOGIN_LOCKED: 20 });
    assert.equal(await failures('day:nobody-daily'), MAX_FAILURES_PER_ID_PER_DAY);
    const refused = await json(await tryLogin(server(), 'NOBODY-daily', WRONG, '10.31.0.1'), 429);
    assert.deepEqual(refused, { status: 429, code: 'LOGIN_LOCKED', message: LOCKED_TODAY });
  });
});

describeEachDatabase('login throttle: the owner is not locked out', (server) => {
  const owner = 'expired02';

  it('after a day of failures from everywhere, the owner signs in from an address or a browser that signed in before; a stranger cannot', async () => {
    // The owner signed in before from home (address) and with the laptop (browser).
    await json(await loginFrom(server(), owner, DEMO_PASSWORD, '10.40.0.1'));
    await json(await loginFrom(server(), owner, DEMO_PASSWORD, '10.40.0.2', 'owner-laptop-browser-1'));
    // Attackers fail from many addresses up to the id's day limit, and at the owner's home address up to its lock.
    for (let i = 0; i < MAX_FAILURES_PER_ID_PER_DAY; i += 1) await json(await loginFrom(server(), owner, WRONG, `10.41.0.${i + 1}`), 401);
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i += 1) await json(await loginFrom(server(), owner, WRONG, '10.40.0.1', `attacker-browser-${i}x`), 401);
    // A new address without the owner's browser: refused, even with the right password.
    assert.equal((await json(await loginFrom(server(), owner, DEMO_PASSWORD, '10.42.0.1'), 429)).message, LOCKED_TODAY);
    // The owner's laptop: signs in from a new address (a café), and from home where the attacker filled the address's lock.
    await json(await loginFrom(server(), owner, DEMO_PASSWORD, '10.43.0.1', 'owner-laptop-browser-1'));
    await json(await loginFrom(server(), owner, DEMO_PASSWORD, '10.40.0.1', 'owner-laptop-browser-1'));
    // A known address whose lock nobody filled still lets the owner in past the day limit.
    await json(await loginFrom(server(), owner, DEMO_PASSWORD, '10.40.0.2'));
    // The owner's own wrong password from a known browser is counted for that browser only.
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i += 1) await json(await loginFrom(server(), owner, WRONG, '10.43.0.1', 'owner-laptop-browser-1'), 401);
    assert.equal((await json(await loginFrom(server(), owner, DEMO_PASSWORD, '10.43.0.1', 'owner-laptop-browser-1'), 429)).message, LOCKED);
  });

  it('a right password clears that source\'s failures of the id only, and gives the address its attempt back', async () => {
    for (let i = 0; i < 4; i += 1) await json(await tryLogin(server(), 'expired01', WRONG, '10.22.0.1'), 401);
    await json(await tryLogin(server(), 'expired01', WRONG, '10.22.0.9'), 401);
    await json(await tryLogin(server(), 'expired01', DEMO_PASSWORD, '10.22.0.1'));
    const { db } = server().app.database;
    const keys = await db.selectFrom('loginFailures').select('throttleKey').where('throttleKey', 'like', '%expired01%').execute();
    assert.deepEqual(keys.map((r) => r.throttleKey).sort(), ['day:expired01', 'day:expired01', 'day:expired01', 'day:expired01', 'day:expired01', 'id:expired01|ip:10.22.0.9']);
    const known = await db.selectFrom('loginKnownDevices').innerJoin('members', 'members.id', 'loginKnownDevices.memberId').select('deviceKey').where('members.loginId', '=', 'expired01').execute();
    assert.equal(known.length, 1);
    assert.match(known[0]!.deviceKey, /^ip:[0-9a-f]{64}$/, 'only a hash of the address is kept');
  });
});
