import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  ApiError, authorizeSns, changePassword, createFetchTransport, delayPasswordChange, getAuthMe, logout, reactivateDormant, snsJoin, snsLogin,
  type ApiTransport,
} from '@shop/api-client';
import type { AuthMe } from '@shop/api-client';
import type { SessionState } from '@shop/session';
import type { ShellEnv } from '../../config/env.ts';
import { clearSessionSetCookies, readSession, sessionSetCookies, toPublicSession } from '../session.ts';
import { shellError } from './error-table.ts';
import { forwardedFor, isSameOrigin, sendJson } from './to-web-request.ts';
import { readLoginBody, sendLoginFailure } from './login-answers.ts';
import { readSnsKey, snsKeyCookie, takeAppleUser } from './sns-form-post.ts';
import { expiredLoginTarget } from '../../app/session-expired.ts';
import { safeLocationTarget } from './location.ts';

type Body = Record<string, unknown>;

/** The account status a member's flags call for (the login `code`, most urgent first), or null. */
export function statusOfMember(me: Pick<AuthMe, 'sleepUserFlag' | 'tempPasswordFlag' | 'expiredPasswordFlag'>): string | null {
  if (me.sleepUserFlag === 'Y') return 'SLEEP_USER';
  if (me.tempPasswordFlag === 'Y') return 'TEMP_PASSWORD';
  if (me.expiredPasswordFlag === 'Y') return 'PASSWORD_EXPIRED';
  return null;
}

const tokenApi = (env: ShellEnv, token: string | null, salesonId: string | null, extra: Record<string, string> = {}): ApiTransport =>
  createFetchTransport({ baseUrl: env.apiOrigin, headers: () => ({ ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(salesonId ? { SALESONID: salesonId } : {}), ...extra }) });

/** Reads the member of `token` and answers the new session with its cookies (the status from the member's flags). */
async function answerSession(res: ServerResponse, env: ShellEnv, current: SessionState, token: string, extra: Body = {}, moreCookies: string[] = []): Promise<void> {
  const me = await getAuthMe(tokenApi(env, token, null));
  const session: SessionState = {
    ...current,
    token,
    isGuest: me.loginType === 'ROLE_GUEST',
    status: statusOfMember(me),
    user: { userId: me.userId, loginId: me.loginId, name: me.name, email: me.email, loginType: me.loginType },
  };
  sendJson(res, 200, { ok: true, ...extra, session: toPublicSession(session) }, { 'set-cookie': [...await sessionSetCookies(session, env.sessionSecret, env.secureCookies), ...moreCookies] });
}

/** What a member in an account state may do before the status clears (the token is not sent to /api while a status is set). */
const STATUS_ACTIONS: Record<string, (api: ApiTransport, body: Body) => Promise<unknown>> = {
  'change-password': (api, b) => changePassword(api, { originalPassword: String(b.originalPassword ?? ''), password: String(b.password ?? ''), confirmPassword: String(b.confirmPassword ?? '') }),
  'delay-change-password': (api) => delayPasswordChange(api),
  'reactivate-dormant': (api, b) => reactivateDormant(api, { userName: String(b.userName ?? ''), phoneNumber: String(b.phoneNumber ?? ''), requestToken: String(b.requestToken ?? '') }),
};

/**
 * POST /session/account/<action>: runs one account-state action with the session's token (change-password,
 * delay-change-password, reactivate-dormant), then answers the refreshed session: after the change the member
 * is a normal member at once.
 */
export async function handleAccountAction(req: IncomingMessage, res: ServerResponse, env: ShellEnv, action: string): Promise<void> {
  const run = STATUS_ACTIONS[action];
  if (!run) {
    const refused = shellError('NOT_FOUND');
    sendJson(res, refused.status, { ok: false, ...refused });
    return;
  }
  const body = await readLoginBody(req, res);
  if (!body) return;
  const current = await readSession(req.headers.cookie, env.sessionSecrets);
  if (!current.token || current.isGuest) {
    sendJson(res, 200, { ok: false, status: 401, code: 'UNAUTHORIZED', message: shellError('SESSION_REQUIRED').message });
    return;
  }
  try {
    await run(tokenApi(env, current.token, current.salesonId), body);
    await answerSession(res, env, current, current.token);
  } catch (error) {
    sendLoginFailure(res, error, 'account action');
  }
}

/** POST /session/logout: ends the token on the server, then clears the cookies; a plain form post is sent home. */
export async function handleLogout(req: IncomingMessage, res: ServerResponse, env: ShellEnv): Promise<void> {
  const current = await readSession(req.headers.cookie, env.sessionSecrets);
  if (current.token) {
    // The cookies are cleared whatever the API says: a token it already ended answers 401.
    await logout(tokenApi(env, current.token, null)).catch((error: unknown) => {
      if (!(error instanceof ApiError) || error.status >= 500) console.warn(`[session] logout could not end the token: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  const cookies = clearSessionSetCookies(env.secureCookies);
  if ((req.headers.accept ?? '').includes('application/json')) {
    sendJson(res, 200, { ok: true }, { 'set-cookie': cookies });
    return;
  }
  res.writeHead(303, { location: '/', 'set-cookie': cookies, 'cache-control': 'no-store' }).end();
}

const SNS = new Set(['kakao', 'naver', 'apple']);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const yesNo = (value: unknown) => (value === 'Y' ? 'Y' as const : 'N' as const);
type SnsType = 'kakao' | 'naver' | 'apple';

/** The provider a body names, or undefined after answering 400. */
function snsTypeOf(body: Body, res: ServerResponse): SnsType | undefined {
  const snsType = text(body.snsType);
  if (SNS.has(snsType)) return snsType as SnsType;
  sendJson(res, 400, { ok: false, ...shellError('BAD_REQUEST') });
  return undefined;
}

/**
 * POST /session/sns-authorize: starts a social sign-in. The API answers the provider's URL and a key for this
 * browser, which goes into an httpOnly cookie (never to the page): the callback completes only in the browser that
 * holds it (sns-form-post.ts explains the defence, Apple's form_post included).
 */
export async function handleSnsAuthorize(req: IncomingMessage, res: ServerResponse, env: ShellEnv): Promise<void> {
  const body = await readLoginBody(req, res);
  if (!body) return;
  const snsType = snsTypeOf(body, res);
  if (!snsType) return;
  const current = await readSession(req.headers.cookie, env.sessionSecrets);
  try {
    const { authorizeUrl, browserKey } = await authorizeSns(tokenApi(env, null, current.salesonId), snsType, 'login');
    if (!browserKey) throw new Error('the API answered a sign-in without a browser key');
    sendJson(res, 200, { ok: true, authorizeUrl }, { 'set-cookie': [snsKeyCookie(browserKey, env)] });
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
  const body = await readLoginBody(req, res);
  if (!body) return;
  const snsType = snsTypeOf(body, res);
  if (!snsType) return;
  const current = await readSession(req.headers.cookie, env.sessionSecrets);
  // Apple's first form post named the user (handleSnsFormPost kept it in a cookie); it is read once, then cleared.
  const apple = snsType === 'apple' ? takeAppleUser(req, env) : undefined;
  const started = readSnsKey(req, env);
  // The key is cleared once its sign-in went through; a refused callback (another browser's URL) leaves it for its own.
  const cleared = [started.clear, ...(apple ? [apple.clear] : [])];
  try {
    const answer = await snsLogin(tokenApi(env, null, current.salesonId), {
      snsType, code: text(body.code), state: text(body.state), browserKey: started.key, ...(apple ? { user: apple.user } : {}),
    });
    if (answer.value === 'loginSuccess') {
      await answerSession(res, env, current, answer.token, { value: answer.value }, cleared);
      return;
    }
    sendJson(res, 200, { ok: true, value: answer.value, snsState: answer.snsState, snsName: answer.snsName, snsEmail: answer.snsEmail }, { 'set-cookie': cleared });
  } catch (error) {
    sendLoginFailure(res, error, 'account action');
  }
}

/**
 * POST /session/sns-join: a new social user with a verified phone becomes a member (or links the phone's account,
 * which its member proves with the password or by being signed in here) and is signed in.
 */
export async function handleSnsJoin(req: IncomingMessage, res: ServerResponse, env: ShellEnv): Promise<void> {
  const body = await readLoginBody(req, res);
  if (!body) return;
  const current = await readSession(req.headers.cookie, env.sessionSecrets);
  // A member signed in here proves the account by the session's token; the API throttles password tries per address.
  const signedIn = current.token && !current.isGuest ? current.token : null;
  try {
    const answer = await snsJoin(tokenApi(env, signedIn, current.salesonId, forwardedFor(req)), {
      snsState: text(body.snsState), userName: text(body.userName), phoneNumber: text(body.phoneNumber), requestToken: text(body.requestToken),
      email: text(body.email), birthday: text(body.birthday), agreedTerms: body.agreedTerms as true, agreedPrivacy: body.agreedPrivacy as true,
      receiveSms: yesNo(body.receiveSms), receiveEmail: yesNo(body.receiveEmail), password: text(body.password),
    });
    await answerSession(res, env, current, answer.token, { linked: answer.linked });
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
  const raw = new URL(req.url ?? '/', 'http://shell').searchParams.get('redirect') ?? '/';
  const returnTo = safeLocationTarget(raw);
  const headers: Record<string, string | string[]> = { location: expiredLoginTarget(returnTo), 'cache-control': 'no-store' };
  if (isSameOrigin(req)) headers['set-cookie'] = clearSessionSetCookies(env.secureCookies);
  res.writeHead(303, headers).end();
}
