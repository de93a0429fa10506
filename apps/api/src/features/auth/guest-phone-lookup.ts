import type { GuestToken } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { apiError } from '../../http/error-table.ts';
import { AUTH_MESSAGES } from '../../messages/auth.ko.ts';
import { guestOrdersWhere, issueGuestPhoneToken, type GuestBuyer } from '../mypage/guest-token.ts';
import { consumeVerified, requireVerified, type VerifiedPhone } from './sms-verification.ts';

/**
 * 비회원 주문조회 by name, phone and SMS code. The SMS verification (single use, short-lived, attempt-limited) proves the
 * phone; the name is the one the code was sent with. The guest token it answers sees exactly the guest orders placed
 * with that orderer name and phone (see guestOrdersWhere): never an order of another name, another phone, or one
 * already carried into an account. No such order: a Korean 404 and the verification stays unused.
 */
export async function guestPhoneLogin(db: Kysely<Database>, input: VerifiedPhone, now = Date.now()): Promise<GuestToken> {
  const buyerMobile = await requireVerified(db, input, now);
  const buyer: GuestBuyer = { buyerName: input.userName.trim(), buyerMobile };
  const newest = await db.selectFrom('orders').select(['orderCode', 'buyerName']).where(guestOrdersWhere(buyer))
    .orderBy('orders.id', 'desc').executeTakeFirst();
  if (!newest) throw apiError('ORDER_NOT_FOUND', AUTH_MESSAGES.errors.guestPhoneNoOrders);
  await consumeVerified(db, input, now);
  return { token: await issueGuestPhoneToken(db, buyer, now), orderCode: newest.orderCode, name: buyer.buyerName };
}
