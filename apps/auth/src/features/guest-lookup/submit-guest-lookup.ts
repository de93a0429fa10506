import { callContract, createFetchTransport, getUserMessage, type ApiTransport } from '@shop/api-client';
import type { PublicSession } from '@shop/session';
import { guestLookupMessages as copy } from '../../messages/guest-lookup.ko.ts';

/** The lookup's outcome: the guest's public session, or the Korean message to show. */
export type GuestLookupResult = { ok: true; session: PublicSession } | { ok: false; message: string };

const sameOrigin = createFetchTransport({ baseUrl: '' });

/** 주문번호 and 주문 비밀번호, or the name and phone verified by SMS code (the verification's request token). */
export type GuestLookupValues = { orderCode: string; guestPassword: string } | { userName: string; phoneNumber: string; requestToken: string };

/**
 * Posts the order number and password (or the SMS-verified name and phone) to the shell's `/session/guest-login`; the guest token stays in the shell's
 * httpOnly cookie. A refusal comes back as data with the API's message ('주문 정보가 일치하지 않습니다' and the like).
 */
export async function submitGuestLookup(values: GuestLookupValues, api: ApiTransport = sameOrigin): Promise<GuestLookupResult> {
  const body = 'requestToken' in values
    ? { userName: values.userName.trim(), phoneNumber: values.phoneNumber, requestToken: values.requestToken }
    : { orderCode: values.orderCode.trim(), guestPassword: values.guestPassword };
  try {
    const answer = await callContract(api, 'POST /session/guest-login', { body, cache: 'no-store' });
    if (answer.ok) return { ok: true, session: answer.session };
    return { ok: false, message: answer.message || copy.failed };
  } catch (error) {
    return { ok: false, message: getUserMessage(error) };
  }
}
