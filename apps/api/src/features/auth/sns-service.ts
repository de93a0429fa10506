import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { SNS_TYPES, type SnsType } from '@shop/contracts';
import type { Kysely } from 'kysely';
import { nanoid } from 'nanoid';
import type { SnsConfig, SnsProviderConfig } from '../../config/sns-env.ts';
import type { DatabaseHandle } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { apiError } from '../../http/error-table.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { grantWelcomePack } from '../coupon/welcome-pack.ts';
import { consentColumns } from './consents.ts';
import { birthdayRefusal } from './member-rules.ts';
import { reserveAttempt } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { LOGIN_TYPE_USER } from './service.ts';
import { authorizationUrl, exchangeCode, newSignInSecrets } from './sns-oauth.ts';
import { clientSecretOf, nameOfAppleUser, nonceOf, verifyIdToken } from './sns-oidc.ts';
import { readSnsProfile, type SnsProfile } from './sns-profile.ts';
import { consumeVerified, requireVerified, type VerifiedPhone } from './sms-verification.ts';
import { issueToken } from './tokens.ts';

/** A sign-in in flight may take this long at the provider; a new user this long to finish registering. */
const STATE_TTL_MS = 10 * 60_000;
const JOIN_TTL_MS = 30 * 60_000;

function provider(config: SnsConfig, type: SnsType): SnsProviderConfig {
  const found = config.providers[type];
  if (!found) throw apiError('SNS_NOT_CONFIGURED');
  return found;
}

export const callbackUrl = (config: SnsConfig, type: SnsType) => `${config.redirectBase}/auth/sns/${type}-callback`;

/** Only a SHA-256 of a browser key is stored. */
const keyHash = (key: string) => createHash('sha256').update(key).digest();

/**
 * Stores a fresh state (and PKCE verifier) and answers the provider's authorization URL. A sign-in also answers a
 * random key for the browser that starts it (the shell keeps it in an httpOnly cookie; only its hash is stored): the
 * callback completes only with that key, so a callback URL started elsewhere (login CSRF, an account planted in
 * someone else's browser) is refused. A connect is bound to the signed-in member instead.
 */
export async function authorize(db: Kysely<Database>, config: SnsConfig, type: SnsType, purpose: 'login' | 'connect', memberId: number | null, now = Date.now()) {
  const p = provider(config, type);
  const { state, codeVerifier } = newSignInSecrets(purpose);
  const browserKey = purpose === 'login' ? randomBytes(32).toString('base64url') : undefined;
  await db.insertInto('snsStates').values({
    state, snsType: type, purpose, memberId, codeVerifier, snsUserId: null, snsName: null, snsEmail: null,
    expiresAt: toSeoulTimestamp(now + STATE_TTL_MS), createdAt: toSeoulTimestamp(now), browserKeyHash: browserKey ? keyHash(browserKey).toString('hex') : null,
  }).execute();
  const url = authorizationUrl(p, callbackUrl(config, type), { state, codeVerifier }, p.oidc ? nonceOf(codeVerifier) : undefined);
  return { authorizeUrl: url.toString(), ...(browserKey ? { browserKey } : {}) };
}

/** True when `browserKey` is the key whose hash the state keeps. */
function isStartingBrowser(storedHash: string | null, browserKey: string): boolean {
  if (!storedHash || !browserKey) return false;
  const stored = Buffer.from(storedHash, 'hex');
  const given = keyHash(browserKey);
  return stored.length === given.length && timingSafeEqual(stored, given);
}

/**
 * Takes a state once (a conditional delete): the row, or SNS_STATE_INVALID for an unknown, used or expired one. A
 * sign-in's state is taken only by the browser that started it (SNS_STATE_FOREIGN, and the state stays for it).
 */
async function takeState(db: Kysely<Database>, type: SnsType, state: string, purpose: string, now: number, browserKey = '') {
  const row = await db.selectFrom('snsStates').selectAll().where('state', '=', state).where('snsType', '=', type).where('purpose', '=', purpose).executeTakeFirst();
  if (!row || row.expiresAt <= toSeoulTimestamp(now)) throw apiError('SNS_STATE_INVALID');
  if (purpose === 'login' && !isStartingBrowser(row.browserKeyHash, browserKey)) throw apiError('SNS_STATE_FOREIGN');
  const taken = await db.deleteFrom('snsStates').where('state', '=', state).executeTakeFirst();
  if (Number(taken.numDeletedRows) !== 1) throw apiError('SNS_STATE_INVALID');
  return row;
}

/**
 * Exchanges the code at the provider (server to server, with the secret and verifier) and reads the user: from the
 * user-info endpoint, or (OpenID Connect, Apple) from the verified id_token, whose nonce must be this sign-in's.
 */
async function exchange(config: SnsConfig, type: SnsType, code: string, state: string, codeVerifier: string, appleUser?: string): Promise<SnsProfile> {
  const p = provider(config, type);
  let idToken: string | undefined;
  try {
    const tokens = await exchangeCode(p, callbackUrl(config, type), code, {
      clientSecret: await clientSecretOf(p), codeVerifier: p.pkce ? codeVerifier : undefined,
      // Naver's token request carries the state of the authorization request (a documented parameter of it).
      state: type === 'naver' ? state : undefined,
    });
    let profile: SnsProfile | undefined;
    if (p.oidc) {
      idToken = tokens.idToken();
    } else if (p.userInfoUrl) {
      const info = await fetch(p.userInfoUrl, { headers: { authorization: `Bearer ${tokens.accessToken()}` }, signal: AbortSignal.timeout(8000) });
      if (!info.ok) throw new Error(`user info answered ${info.status}`);
      profile = readSnsProfile(await info.json());
    }
    if (!idToken && !profile) throw new Error('no user id in the provider answer');
    if (profile) return profile;
  } catch (error) {
    console.warn(`[sns] ${type} code exchange failed: ${error instanceof Error ? error.message : String(error)}`);
    throw apiError('SNS_EXCHANGE_FAILED');
  }
  const verified = await verifyIdToken(p, idToken ?? '', nonceOf(codeVerifier));
  // Apple sends the name only in the first sign-in's form post (not in the id_token).
  return { ...verified, name: verified.name || nameOfAppleUser(appleUser) };
}

/** The callback of a sign-in: a linked member gets a token, a new user a join state (kept 30 minutes). */
export async function snsLogin(db: Kysely<Database>, config: SnsConfig, body: { snsType: SnsType; code: string; state: string; user?: string; browserKey?: string }, now = Date.now()) {
  const row = await takeState(db, body.snsType, body.state, 'login', now, body.browserKey);
  const profile = await exchange(config, body.snsType, body.code, body.state, row.codeVerifier, body.user);
  const linked = await db.selectFrom('snsAccounts').innerJoin('members', 'members.id', 'snsAccounts.memberId').select('members.id')
    .where('snsAccounts.snsType', '=', body.snsType).where('snsAccounts.snsUserId', '=', profile.id).where('members.closedAt', 'is', null).executeTakeFirst();
  if (linked) return { value: 'loginSuccess' as const, token: await issueToken(db, linked.id, LOGIN_TYPE_USER, now) };
  const snsState = `join_${nanoid(32)}`;
  await db.insertInto('snsStates').values({
    state: snsState, snsType: body.snsType, purpose: 'join', memberId: null, codeVerifier: '', snsUserId: profile.id, snsName: profile.name,
    snsEmail: profile.email, expiresAt: toSeoulTimestamp(now + JOIN_TTL_MS), createdAt: toSeoulTimestamp(now),
  }).execute();
  return { value: 'redirectToJoin' as const, snsState, snsName: profile.name, snsEmail: profile.email };
}

type SnsJoinBody = VerifiedPhone & {
  snsState: string; email: string; birthday: string; receiveSms: 'Y' | 'N'; receiveEmail: 'Y' | 'N'; password: string;
};

/** Who asks to join: the member signed in on this browser (if any) and the client's address (for the login throttle). */
export type SnsJoinRequester = { signedInMemberId?: number; address: string };

type PhoneMember = { id: number; loginId: string; passwordHash: string; passwordSet: string };

function phoneMember(db: Kysely<Database>, phone: string): Promise<PhoneMember | undefined> {
  return db.selectFrom('members').select(['id', 'loginId', 'passwordHash', 'passwordSet']).where('phone', '=', phone).where('closedAt', 'is', null)
    .orderBy('id').executeTakeFirst();
}

/**
 * An existing member proves the account before a social account is linked to it: signed in as that member, or with
 * its password (counted by the login throttle, so the join cannot be used to guess passwords). An SMS code alone is
 * not enough: it proves the phone, not the account.
 */
async function proveMember(handle: DatabaseHandle, member: PhoneMember, password: string, requester: SnsJoinRequester, now: number): Promise<void> {
  if (requester.signedInMemberId === member.id) return;
  if (!password || member.passwordSet !== 'Y') throw apiError('SNS_LINK_PROOF_REQUIRED');
  const attempt = await reserveAttempt(handle, { loginId: member.loginId, address: requester.address, memberId: member.id }, now);
  if (!(await verifyPassword(password, member.passwordHash))) throw apiError('SNS_LINK_PASSWORD_WRONG');
  await attempt.succeeded();
}

/**
 * A new social user with a verified phone: a new member without a password is created, or the open account of that
 * phone is linked once its member proved it (proveMember); either way the answer is a token. A refused proof uses
 * nothing up: the verification and the join state stay for the next try.
 */
export async function snsJoin(handle: DatabaseHandle, body: SnsJoinBody, requester: SnsJoinRequester, now = Date.now()) {
  const at = toSeoulTimestamp(now);
  const refusal = birthdayRefusal(body.birthday, at.slice(0, 8));
  if (refusal) throw apiError(refusal);
  const proven = await phoneMember(handle.db, await requireVerified(handle.db, body, now));
  if (proven) await proveMember(handle, proven, body.password, requester, now);
  const unusable = await hashPassword(randomBytes(24).toString('base64url'));
  const result = await writeTransaction(handle, async (trx) => {
    const state = await trx.selectFrom('snsStates').selectAll().where('state', '=', body.snsState).where('purpose', '=', 'join').executeTakeFirst();
    if (!state?.snsUserId || state.expiresAt <= at) throw apiError('SNS_STATE_INVALID');
    const phone = await consumeVerified(trx, body, now);
    await trx.deleteFrom('snsStates').where('state', '=', body.snsState).execute();
    const existing = await phoneMember(trx, phone);
    // The phone's account changed since it was proven (joined or closed meanwhile): prove again.
    if (existing?.id !== proven?.id) throw apiError('SNS_LINK_PROOF_REQUIRED');
    let memberId = existing?.id;
    if (memberId === undefined) {
      const created = await trx.insertInto('members').values({
        loginId: `${state.snsType}_${nanoid(10).toLowerCase().replace(/[^a-z0-9]/g, '0')}`, passwordHash: unusable, passwordSet: 'N',
        name: body.userName.trim(), email: body.email.trim(), phone, sleepUserFlag: 'N', tempPasswordFlag: 'N', passwordChangedAt: at,
        createdAt: at, birthday: body.birthday, ...await consentColumns(trx, body, at),
      }).returning('id').executeTakeFirstOrThrow();
      memberId = created.id;
      await grantWelcomePack(trx, memberId, phone, now);
    }
    await trx.deleteFrom('snsAccounts').where('memberId', '=', memberId).where('snsType', '=', state.snsType).execute();
    await trx.insertInto('snsAccounts').values({ memberId, snsType: state.snsType, snsUserId: state.snsUserId, createdAt: at }).execute();
    return { memberId, linked: existing !== undefined };
  });
  return { token: await issueToken(handle.db, result.memberId, LOGIN_TYPE_USER, now), linked: result.linked };
}

/** The callback of a connect: links the provider's user to the signed-in member. */
export async function snsConnect(db: Kysely<Database>, config: SnsConfig, memberId: number, body: { snsType: SnsType; code: string; state: string }, now = Date.now()) {
  const row = await takeState(db, body.snsType, body.state, 'connect', now);
  if (row.memberId !== memberId) throw apiError('SNS_STATE_INVALID');
  const profile = await exchange(config, body.snsType, body.code, body.state, row.codeVerifier);
  const owner = await db.selectFrom('snsAccounts').select('memberId').where('snsType', '=', body.snsType).where('snsUserId', '=', profile.id).executeTakeFirst();
  if (owner && owner.memberId !== memberId) throw apiError('SNS_ALREADY_LINKED');
  if (owner) return { status: 200 as const };
  const mine = await db.selectFrom('snsAccounts').select('id').where('memberId', '=', memberId).where('snsType', '=', body.snsType).executeTakeFirst();
  if (mine) throw apiError('SNS_ALREADY_LINKED');
  await db.insertInto('snsAccounts').values({ memberId, snsType: body.snsType, snsUserId: profile.id, createdAt: toSeoulTimestamp(now) }).execute();
  return { status: 200 as const };
}

/** The providers this storefront offers (configured on the API), in the order the buttons show them. */
export function configuredProviders(config: SnsConfig): SnsType[] {
  return SNS_TYPES.filter((type) => config.providers[type] !== undefined);
}

/** The member's links, and which providers this storefront offers. */
export async function snsInfo(db: Kysely<Database>, config: SnsConfig, memberId: number) {
  const member = await db.selectFrom('members').select('passwordSet').where('id', '=', memberId).executeTakeFirstOrThrow();
  const rows = await db.selectFrom('snsAccounts').select(['snsType', 'createdAt']).where('memberId', '=', memberId).orderBy('id').execute();
  return {
    list: rows.map((r) => ({ snsType: r.snsType as SnsType, createdDate: r.createdAt })),
    passwordSet: member.passwordSet === 'N' ? 'N' as const : 'Y' as const,
    configured: configuredProviders(config),
  };
}

/** Unlinks a provider, unless it is the member's last way to sign in (no password and no other link). */
export async function disconnectSns(handle: DatabaseHandle, memberId: number, type: SnsType) {
  await writeTransaction(handle, async (trx) => {
    const member = await trx.selectFrom('members').select('passwordSet').where('id', '=', memberId).executeTakeFirstOrThrow();
    const links = await trx.selectFrom('snsAccounts').select(['id', 'snsType']).where('memberId', '=', memberId).execute();
    const link = links.find((l) => l.snsType === type);
    if (!link) throw apiError('SNS_NOT_LINKED');
    if (member.passwordSet === 'N' && links.length <= 1) throw apiError('SNS_LAST_LOGIN');
    await trx.deleteFrom('snsAccounts').where('id', '=', link.id).execute();
  });
  return { status: 200 as const };
}
