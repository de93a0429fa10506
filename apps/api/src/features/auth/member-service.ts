import type { ChangePasswordInput, JoinInput, SecedeInput } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { apiError } from '../../http/error-table.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { AUTH_MESSAGES } from '../../messages/auth.ko.ts';
import { grantWelcomePack } from '../coupon/welcome-pack.ts';
import { consentColumns } from './consents.ts';
import { carryGuestOrders, countGuestOrders } from './guest-carry-over.ts';
import { birthdayRefusal, maskLoginId, newTemporaryPassword } from './member-rules.ts';
import { hashPassword, verifyPassword } from './password.ts';
import type { SmsSender } from './sms-sender.ts';
import { consumeVerified, requireVerified, type VerifiedPhone } from './sms-verification.ts';
import { revokeMemberTokens } from './tokens.ts';

const OK = { status: 200 } as const;

function activeMembersWithPhone(db: Kysely<Database>, phone: string) {
  return db.selectFrom('members').selectAll().where('phone', '=', phone).where('closedAt', 'is', null);
}

/** May the verified phone sign up? Refused when an open account has it; tells how many guest orders it placed. */
export async function checkAccountJoin(db: Kysely<Database>, input: VerifiedPhone) {
  const phone = await requireVerified(db, input);
  if (await activeMembersWithPhone(db, phone).executeTakeFirst()) throw apiError('ALREADY_MEMBER');
  return { status: 200 as const, guestOrderCount: await countGuestOrders(db, phone) };
}

/** Is the id taken (closed accounts keep theirs)? */
export async function isDuplicateId(db: Kysely<Database>, loginId: string): Promise<boolean> {
  return Boolean(await db.selectFrom('members').select('id').where('loginId', '=', loginId).executeTakeFirst());
}

type JoinBody = Omit<JoinInput, 'carryGuestOrders'> & { carryGuestOrders: boolean };

/** Signs a verified phone up; the guest orders of the phone move into the account when asked. */
export async function join(handle: DatabaseHandle, body: JoinBody, now = Date.now()) {
  const at = toSeoulTimestamp(now);
  const refusal = birthdayRefusal(body.birthday, at.slice(0, 8));
  if (refusal) throw apiError(refusal);
  const passwordHash = await hashPassword(body.password);
  return writeTransaction(handle, async (trx) => {
    const phone = await consumeVerified(trx, body, now);
    if (await activeMembersWithPhone(trx, phone).executeTakeFirst()) throw apiError('ALREADY_MEMBER');
    if (await isDuplicateId(trx, body.loginId)) throw apiError('DUPLICATE_LOGIN_ID');
    const { id } = await trx.insertInto('members').values({
      loginId: body.loginId, passwordHash, name: body.userName.trim(), email: body.email.trim(), phone,
      sleepUserFlag: 'N', tempPasswordFlag: 'N', passwordChangedAt: at, createdAt: at,
      birthday: body.birthday, gender: body.gender, zipcode: body.zipcode, address: body.address, addressDetail: body.addressDetail,
      ...await consentColumns(trx, body, at),
    }).returning('id').executeTakeFirstOrThrow();
    // The address given at sign-up is the default delivery address, so the first order sheet opens with it.
    if (body.zipcode.trim() && body.address.trim()) {
      await trx.insertInto('memberAddresses').values({
        memberId: id, title: AUTH_MESSAGES.signUpAddressTitle, userName: body.userName.trim(), mobile: phone, zipcode: body.zipcode.trim(),
        address: body.address.trim(), addressDetail: body.addressDetail.trim(), defaultFlag: 'Y', createdAt: at,
      }).execute();
    }
    const carried = body.carryGuestOrders ? await carryGuestOrders(trx, id, phone, at) : { orders: 0, points: 0 };
    const welcomeCouponCount = await grantWelcomePack(trx, id, phone, now);
    return { status: 200 as const, userId: id, carriedOrders: carried.orders, creditedPoint: carried.points, welcomeCouponCount };
  });
}

/** The masked ids of the verified name and phone. */
export async function findIds(db: Kysely<Database>, input: VerifiedPhone) {
  const phone = await requireVerified(db, input);
  const rows = await activeMembersWithPhone(db, phone).where('name', '=', input.userName.trim()).orderBy('id').execute();
  if (rows.length === 0) throw apiError('MEMBER_NOT_FOUND');
  return { userName: input.userName.trim(), loginIds: rows.map((r) => maskLoginId(r.loginId)) };
}

/** Texts the full ids to the verified phone; the verification is used up. */
export async function sendLoginIds(handle: DatabaseHandle, sms: SmsSender, input: VerifiedPhone) {
  const ids = await writeTransaction(handle, async (trx) => {
    const phone = await consumeVerified(trx, input);
    const rows = await activeMembersWithPhone(trx, phone).where('name', '=', input.userName.trim()).orderBy('id').execute();
    if (rows.length === 0) throw apiError('MEMBER_NOT_FOUND');
    return { phone, ids: rows.map((r) => r.loginId) };
  });
  await sms.send(ids.phone, AUTH_MESSAGES.sms.loginIds(input.userName.trim(), ids.ids));
  return OK;
}

/** Sets a temporary password, ends every session of the member and texts the password. */
export async function resetPassword(handle: DatabaseHandle, sms: SmsSender, input: VerifiedPhone & { loginId: string }, now = Date.now()) {
  const password = newTemporaryPassword();
  const passwordHash = await hashPassword(password);
  const phone = await writeTransaction(handle, async (trx) => {
    const verified = await consumeVerified(trx, input, now);
    const member = await activeMembersWithPhone(trx, verified).where('name', '=', input.userName.trim())
      .where('loginId', '=', input.loginId.trim()).executeTakeFirst();
    if (!member) throw apiError('MEMBER_NOT_FOUND');
    await trx.updateTable('members').set({ passwordHash, passwordSet: 'Y', tempPasswordFlag: 'Y', passwordChangedAt: toSeoulTimestamp(now) })
      .where('id', '=', member.id).execute();
    await revokeMemberTokens(trx, member.id);
    return verified;
  });
  await sms.send(phone, AUTH_MESSAGES.sms.tempPassword(password));
  return OK;
}

async function memberRow(db: Kysely<Database>, memberId: number) {
  const member = await db.selectFrom('members').selectAll().where('id', '=', memberId).where('closedAt', 'is', null).executeTakeFirst();
  if (!member) throw apiError('INVALID_TOKEN');
  return member;
}

/** Changes the password: the member becomes a normal member at once and every other session ends. */
export async function changePassword(db: Kysely<Database>, memberId: number, token: string, body: ChangePasswordInput, now = Date.now()) {
  const member = await memberRow(db, memberId);
  if (!(await verifyPassword(body.originalPassword, member.passwordHash))) throw apiError('WRONG_PASSWORD');
  if (body.password === body.originalPassword) throw apiError('SAME_PASSWORD');
  const passwordHash = await hashPassword(body.password);
  await db.updateTable('members').set({ passwordHash, passwordSet: 'Y', tempPasswordFlag: 'N', passwordChangedAt: toSeoulTimestamp(now) })
    .where('id', '=', memberId).execute();
  await revokeMemberTokens(db, memberId, token);
  return OK;
}

/** Keeps the current password another 90 days (not a temporary one). */
export async function delayPasswordChange(db: Kysely<Database>, memberId: number, now = Date.now()) {
  const member = await memberRow(db, memberId);
  if (member.tempPasswordFlag === 'Y') throw apiError('TEMP_PASSWORD_MUST_CHANGE');
  await db.updateTable('members').set({ passwordChangedAt: toSeoulTimestamp(now) }).where('id', '=', memberId).execute();
  return OK;
}

/** A dormant member who verified the phone on record is active again. */
export async function reactivateDormant(handle: DatabaseHandle, memberId: number, input: VerifiedPhone) {
  await writeTransaction(handle, async (trx) => {
    const member = await memberRow(trx, memberId);
    const phone = await consumeVerified(trx, input);
    if (phone !== member.phone || input.userName.trim() !== member.name) throw apiError('PHONE_MISMATCH');
    await trx.updateTable('members').set({ sleepUserFlag: 'N' }).where('id', '=', memberId).execute();
  });
  return OK;
}

/** What closing the account loses. */
export async function secedeInfo(db: Kysely<Database>, memberId: number) {
  const member = await memberRow(db, memberId);
  const points = await db.selectFrom('memberPoints').select('balance').where('memberId', '=', memberId).executeTakeFirst();
  const coupons = await db.selectFrom('couponUsers').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('memberId', '=', memberId).where('usedDate', 'is', null).executeTakeFirstOrThrow();
  return { loginId: member.loginId, point: points?.balance ?? 0, couponCount: Number(coupons.n), snsFlag: member.passwordSet === 'N' ? 'Y' as const : 'N' as const };
}

/**
 * Closes the account: points and unused coupons are forfeited, social links removed, every session ends and the
 * id can no longer sign in (it stays taken).
 */
export async function secede(handle: DatabaseHandle, memberId: number, body: Required<SecedeInput>, now = Date.now()) {
  const member = await memberRow(handle.db, memberId);
  if (member.passwordSet === 'Y' && !(await verifyPassword(body.password, member.passwordHash))) throw apiError('WRONG_PASSWORD');
  const at = toSeoulTimestamp(now);
  await writeTransaction(handle, async (trx) => {
    const closed = await trx.updateTable('members').set({ closedAt: at, leaveReason: `${body.leaveReason}${body.etcReason ? `: ${body.etcReason}` : ''}` })
      .where('id', '=', memberId).where('closedAt', 'is', null).executeTakeFirst();
    if (Number(closed.numUpdatedRows) !== 1) throw apiError('INVALID_TOKEN');
    const points = await trx.selectFrom('memberPoints').select('balance').where('memberId', '=', memberId).executeTakeFirst();
    if (points && points.balance > 0) {
      await trx.updateTable('memberPoints').set({ balance: 0 }).where('memberId', '=', memberId).execute();
      await trx.insertInto('pointLedger').values({ memberId, amount: -points.balance, reason: 'ACCOUNT_CLOSED', orderId: null, createdAt: at }).execute();
    }
    await trx.deleteFrom('couponUsers').where('memberId', '=', memberId).where('usedDate', 'is', null).execute();
    await trx.deleteFrom('snsAccounts').where('memberId', '=', memberId).execute();
    await revokeMemberTokens(trx, memberId);
  });
  return OK;
}
