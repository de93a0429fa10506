import { TOSS_ERROR_MESSAGES, TOSS_UNKNOWN_ERROR } from '../../messages/order.ko.ts';

/**
 * What the shopper reads for a Toss Payments failure code (reference-behaviour 5.4): "결제를 취소하셨습니다." for
 * `userCancel`, "결제 시간이 초과되었습니다." for `paymentTimeExpire`, …; an unknown code gets the general message.
 */
export function tossErrorMessage(code: string): string {
  return Object.hasOwn(TOSS_ERROR_MESSAGES, code) ? (TOSS_ERROR_MESSAGES[code] as string) : TOSS_UNKNOWN_ERROR;
}

/** Toss Payments' method name for each of the shop's methods (reference-behaviour 5.4). */
export const TOSS_METHODS: Record<string, string> = { card: 'CARD', vbank: 'VIRTUAL_ACCOUNT', realtimebank: 'TRANSFER', hp: 'MOBILE_PHONE', easypay: 'EASY_PAY' };
