import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseCookieHeader, serializeCookie } from '@shop/session/server';
import type { ShellEnv } from '../../config/env.ts';
import { readBody } from './to-web-request.ts';

/** The one callback a provider POSTs to (Apple's response_mode=form_post). */
export const FORM_POST_CALLBACK = '/auth/sns/apple-callback';

/** Apple's `user` JSON (the name, sent once on the first sign-in) rides to /session/sns-login in this cookie. */
export const APPLE_USER_COOKIE = 'sns_apple_user';
const APPLE_USER_PATH = '/session/sns-login';

/**
 * POST /auth/sns/apple-callback (`code`, `state`, optional `user`, or `error`), form-encoded, from appleid.apple.com.
 *
 * This POST is exempt from the shell's same-origin check, on purpose: Apple posts cross-site, so it never carries
 * our Origin. Nothing is signed in here; the POST only turns into a GET of the same callback page. The CSRF defence
 * of the flow is twofold. The `state` is kept by the API (sns_states, with the PKCE verifier and the nonce it
 * derives), single-use and ten minutes long, so a forged POST cannot know one. And a sign-in is bound to the browser
 * that started it: /session/sns-authorize set that browser's key in an httpOnly cookie (SNS_KEY_COOKIE), and the
 * callback completes only with it, so a real callback URL (a valid code and state) that an attacker started and sends
 * to someone else is refused there (login CSRF, an attacker's account planted in a victim's browser).
 *
 * Why a 303 to a GET instead of finishing here: the browser sends no SameSite=Lax cookie with a cross-site POST, so
 * the session (needed to connect Apple to a signed-in member), the visitor id and the sign-in key are not visible
 * now. On the GET that follows (a top-level navigation) Lax cookies are sent again, and the callback page posts the
 * code and state to /session/sns-login from this origin, where the key cookie (SameSite=Lax, like every cookie of
 * the flow) arrives as for the query-mode providers: no SameSite=None cookie is needed. The `user` JSON (a name:
 * personal data) stays out of the URL: it travels in a short-lived httpOnly cookie scoped to /session/sns-login (a
 * cookie set by the response to a top-level navigation is stored even when that request came cross-site), which that
 * endpoint reads once and clears.
 */
export async function handleSnsFormPost(req: IncomingMessage, res: ServerResponse, env: ShellEnv): Promise<void> {
  let form: URLSearchParams;
  try {
    form = new URLSearchParams((await readBody(req, 16 * 1024)).toString('utf8'));
  } catch {
    res.writeHead(413, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end();
    return;
  }
  const target = new URLSearchParams();
  for (const name of ['code', 'state', 'error'] as const) {
    const value = form.get(name);
    if (value) target.set(name, value.slice(0, 2048));
  }
  const headers: Record<string, string | string[]> = { location: `${FORM_POST_CALLBACK}?${target.toString()}`, 'cache-control': 'no-store' };
  const user = form.get('user');
  if (user && user.length <= 2048) {
    headers['set-cookie'] = serializeCookie(APPLE_USER_COOKIE, user, { path: APPLE_USER_PATH, httpOnly: true, secure: env.secureCookies, sameSite: 'Lax', maxAge: 600 });
  }
  res.writeHead(303, headers).end();
}

/** The Apple `user` JSON of a form post, and the Set-Cookie that clears it. */
export function takeAppleUser(req: IncomingMessage, env: ShellEnv): { user: string; clear: string } | undefined {
  const user = parseCookieHeader(req.headers.cookie)[APPLE_USER_COOKIE];
  if (!user) return undefined;
  return { user, clear: serializeCookie(APPLE_USER_COOKIE, '', { path: APPLE_USER_PATH, httpOnly: true, secure: env.secureCookies, sameSite: 'Lax', maxAge: 0 }) };
}

/** The key of the social sign-in this browser started (httpOnly; only /session/sns-login reads it). */
export const SNS_KEY_COOKIE = 'sns_login_key';
/** As long as the API keeps a sign-in's state. */
const SNS_KEY_MAX_AGE_S = 600;

/** The Set-Cookie of a sign-in's browser key (SameSite=Lax: it is read by a same-origin POST, never a cross-site one). */
export function snsKeyCookie(key: string, env: ShellEnv): string {
  return serializeCookie(SNS_KEY_COOKIE, key, { path: APPLE_USER_PATH, httpOnly: true, secure: env.secureCookies, sameSite: 'Lax', maxAge: SNS_KEY_MAX_AGE_S });
}

/** The browser key of the request ('' without one) and the Set-Cookie that clears it. */
export function readSnsKey(req: IncomingMessage, env: ShellEnv): { key: string; clear: string } {
  const key = parseCookieHeader(req.headers.cookie)[SNS_KEY_COOKIE] ?? '';
  return { key, clear: serializeCookie(SNS_KEY_COOKIE, '', { path: APPLE_USER_PATH, httpOnly: true, secure: env.secureCookies, sameSite: 'Lax', maxAge: 0 }) };
}
