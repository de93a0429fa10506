import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, callContract, createFetchTransport, type ApiTransport } from '@shop/api-client';
import type { AuthMe } from '@shop/api-client';
import {
  SESSION_ACCOUNT_ACTIONS, sessionChangePasswordContract, sessionDelayPasswordChangeContract, sessionExpiredContract, sessionLogoutContract,
  sessionReactivateDormantContract, sessionSnsAuthorizeContract, sessionSnsJoinContract, sessionSnsLoginContract,
} from '@shop/contracts';
import type { PublicSession, SessionState } from '@shop/session';
import type { ShellEnv } from '../../config/env.ts';
import { clearSessionSetCookies, readSession, sessionSetCookies, toPublicSession } from '../session.ts';
import { shellError } from './error-table.ts';
import { forwardedFor, isSameOrigin, sendJson } from './to-web-request.ts';
import { readSessionInput, redirectOf, sendLoginFailure, sendSessionAnswer } from './login-answers.ts';
import { readSnsKey, snsKeyCookie, takeAppleUser } from './sns-form-post.ts';
import { expiredLoginTarget } from '../../app/session-expired.ts';
import { safeLocationTarget } from './location.ts';

/** The account status a member's flags call for (the login `code`, most urgent first), or null. */
export function statusOfMember(me: Pick<AuthMe, 'sleepUserFlag' | 'tempPasswordFlag' | 'expiredPasswordFlag'>): string | null {
  if (me.sleepUserFlag === 'Y') return 'SLEEP_USER';
  if (me.tempPasswordFlag === 'Y') return 'TEMP_PASSWORD';
  if (me.expiredPasswordFlag === 'Y') return 'PASSWORD_EXPIRED';
  return null;
}

const tokenApi = (env: ShellEnv, token: string | null, salesonId: string | null, extra: Record<string, string> = {}): ApiTransport =>
  createFetchTransport({ baseUrl: env.apiOrigin, headers: () => ({ ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(salesonId ? { SALESONID: salesonId } : {}), ...extra }) });

/** Reads the member of `token`: the new public session and its cookies (the status from the member's flags). */
async function signIn(env: ShellEnv, current: SessionState, token: string): Promise<{ session: PublicSession; cookies: string[] }> {
  const me = await callContract(tokenApi(env, token, null), 'GET /api/auth/auth-me', { cache: 'no-store' });
  const session: SessionState = {
    ...current,
    token,
    isGuest: me.loginType === 'ROLE_GUEST',
    status: statusOfMember(me),
    user: { userId: me.userId, loginId: me.loginId, name: me.name, email: me.email, loginType: me.loginType },
  };
  return { session: toPublicSession(session), cookies: await sessionSetCookies(session, env.sessionSecret, env.secureCookies) };
}

type AccountCall = (api: ApiTransport) => Promise<unknown>;

/**
 * What a member in an account state may do before the status clears (the token is not sent to /api while a status
 * is set): each reads its input with its contract and gives the API call to make (undefined once refused).
 */
const STATUS_ACTIONS: Record<keyof typeof SESSION_ACCOUNT_ACTIONS, (req: IncomingMessage, res: ServerResponse) => Promise<AccountCall | undefined>> = {
  'change-password': async (req, res) => {
    const input = await readSessionInput(sessionChangePasswordContract, req, res);
    return input && ((api) => callContract(api, 'POST /api/auth/change-password', { body: input.body, cache: 'no-store' }));
  },
  'delay-change-password': async (req, res) => {
    const input = await readSessionInput(sessionDelayPasswordChangeContract, req, res);
    return input && ((api) => callContract(api, 'POST /api/auth/delay-change-password', { cache: 'no-store' }));
  },
  'reactivate-dormant': async (req, res) => {
    const input = await readSessionInput(sessionReactivateDormantContract, req, res);
    return input && ((api) => callContract(api, 'POST /api/auth/reactivate-dormant', { body: input.body, cache: 'no-store' }));
  },
};

const isAccountAction = (action: string): action is keyof typeof SESSION_ACCOUNT_ACTIONS => Object.hasOwn(STATUS_ACTIONS, action);

/**
 * POST /session/account/<action>: runs one account-state action with the session's token (change-password,
 * delay-change-password, reactivate-dormant), then answers the refreshed session: after the change the member
 * is a normal member at once.
 */
export async function handleAccountAction(req: IncomingMessage, res: ServerResponse, env: ShellEnv, action: string): Promise<void> {
  if (!isAccountAction(action)) {
    const refused = shellError('NOT_FOUND');
    sendJson(res, refused.status, { ok: false, ...refused });
    return;
  }
  const contract = SESSION_ACCOUNT_ACTIONS[action];
  const call = await STATUS_ACTIONS[action](req, res);
  if (!call) return;
  const current = await readSession(req.headers.cookie, env.sessionSecrets);
  if (!current.token || current.isGuest) {
    sendSessionAnswer(res, contract, { ok: false, status: 401, code: 'UNAUTHORIZED', message: shellError('SESSION_REQUIRED').message });
    return;
  }
  try {
    await call(tokenApi(env, current.token, current.salesonId));
    const next = await signIn(env, current, current.token);
    sendSessionAnswer(res, contract, { ok: true, session: next.session }, { 'set-cookie': next.cookies });
  } catch (error) {
    sendLoginFailure(res, error, 'account action');
  }
}

/** POST /session/logout: ends the token on the server, then clears the cookies; a plain form post is sent home. */
export async function handleLogout(req: IncomingMessage, res: ServerResponse, env: ShellEnv): Promise<void> {
  const current = await readSession(req.headers.cookie, env.sessionSecrets);
  if (current.token) {
    // The cookies are cleared whatever the API says: a token it already ended answers 401.
    await callContract(tokenApi(env, current.token, null), 'POST /api/auth/logout', { cache: 'no-store' }).catch((error: unknown) => {
      if (!(error instanceof ApiError) || error.status >= 500) console.warn(`[session] logout could not end the token: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  const cookies = clearSessionSetCookies(env.secureCookies);
  if ((req.headers.accept ?? '').includes('application/json')) {
    sendSessionAnswer(res, sessionLogoutContract, { ok: true }, { 'set-cookie': cookies });
    return;
  }
  res.writeHead(303, { location: '/', 'set-cookie': cookies, 'cache-control': 'no-store' }).end();
}

/**
 * POST /session/sns-authorize: starts a social sign-in. The API answers the provider's URL and a key for this
 * browser, which goes into an httpOnly cookie (never to the page): the callback completes only in the browser that
 * holds it (sns-form-post.ts explains the defence, Apple's form_post included).
 */
export async function handleSnsAuthorize(req: IncomingMessage, res: ServerResponse, env: ShellEnv): Promise<void> {
  const input = await readSessionInput(sessionSnsAuthorizeContract, req, res);
  if (!input) return;
  const current = await readSession(req.headers.cookie, env.sessionSecrets);
  try {
    const { authorizeUrl, browserKey } = await callContract(tokenApi(env, null, current.salesonId), 'POST /api/auth/sns/authorize', { body: { snsType: input.body.snsType, purpose: 'login' }, cache: 'no-store' });
    if (!browserKey) throw new Error('the API answered a sign-in without a browser key');
    sendSessionAnswer(res, sessionSnsAuthorizeContract, { ok: true, authorizeUrl }, { 'set-cookie': [snsKeyCookie(browserKey, env)] });
  } catch (error) {
    sendLoginFailure(res, error, 'social sign-in start');
  }
}

/**
 * POST /session/sns-login: the callback page's code and state go to the API (which exchanges the code) with the key
 * of the browser that started the sign-in; a linked member gets the session cookie, a new user the join state to
 * complete registration with.
 */
export async function handleSnsLogin(req: IncomingMessage, res: ServerResponse, env: ShellEnv): Promise<void> {
  const input = await readSessionInput(sessionSnsLoginContract, req, res);
  if (!input) return;
  const { snsType, code, state } = input.body;
  const current = await readSession(req.headers.cookie, env.sessionSecrets);
  // Apple's first form post named the user (handleSnsFormPost kept it in a cookie); it is read once, then cleared.
  const apple = snsType === 'apple' ? takeAppleUser(req, env) : undefined;
  const started = readSnsKey(req, env);
  // The key is cleared once its sign-in went through; a refused callback (another browser's URL) leaves it for its own.
  const cleared = [started.clear, ...(apple ? [apple.clear] : [])];
  try {
    const answer = await callContract(tokenApi(env, null, current.salesonId), 'POST /api/auth/sns-login', { body: {
      snsType, code, state, browserKey: started.key, ...(apple ? { user: apple.user } : {}),
    }, cache: 'no-store' });
    if (answer.value === 'loginSuccess') {
      const next = await signIn(env, current, answer.token);
      sendSessionAnswer(res, sessionSnsLoginContract, { ok: true, value: answer.value, session: next.session }, { 'set-cookie': [...next.cookies, ...cleared] });
      return;
    }
    const { value, snsState, snsName, snsEmail } = answer;
    sendSessionAnswer(res, sessionSnsLoginContract, { ok: true, value, snsState, snsName, snsEmail }, { 'set-cookie': cleared });
  } catch (error) {
    sendLoginFailure(res, error, 'account action');
  }
}

/**
 * POST /session/sns-join: a new social user with a verified phone becomes a member (or links the phone's account,
 * which its member proves with the password or by being signed in here) and is signed in.
 */
export async function handleSnsJoin(req: IncomingMessage, res: ServerResponse, env: ShellEnv): Promise<void> {
  const input = await readSessionInput(sessionSnsJoinContract, req, res);
  if (!input) return;
  const current = await readSession(req.headers.cookie, env.sessionSecrets);
  // A member signed in here proves the account by the session's token; the API throttles password tries per address.
  const signedIn = current.token && !current.isGuest ? current.token : null;
  try {
    const answer = await callContract(tokenApi(env, signedIn, current.salesonId, forwardedFor(req)), 'POST /api/auth/sns-join', { body: input.body, cache: 'no-store' });
    const next = await signIn(env, current, answer.token);
    sendSessionAnswer(res, sessionSnsJoinContract, { ok: true, linked: answer.linked, session: next.session }, { 'set-cookie': next.cookies });
  } catch (error) {
    sendLoginFailure(res, error, 'account action');
  }
}

/**
 * GET /session/expired?redirect=<path>: a loader met a dead token (revoked or expired). The session cookies are
 * dropped (for a navigation from this site only, so a link elsewhere cannot sign anyone out) and the visitor goes to
 * the login page, which comes back to the same-site path afterwards.
 */
export function handleSessionExpired(req: IncomingMessage, res: ServerResponse, env: ShellEnv): void {
  const returnTo = safeLocationTarget(redirectOf(req, sessionExpiredContract));
  const headers: Record<string, string | string[]> = { location: expiredLoginTarget(returnTo), 'cache-control': 'no-store' };
  if (isSameOrigin(req)) headers['set-cookie'] = clearSessionSetCookies(env.secureCookies);
  res.writeHead(303, headers).end();
}
