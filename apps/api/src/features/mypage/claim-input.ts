import type { ClaimType } from '@shop/contracts';
import { isPhoneNumber, normalizePhoneNumber, VALIDATION_MESSAGES } from '@shop/validators';
import { apiError } from '../../http/error-table.ts';
import { MYPAGE_MESSAGES as M } from '../../messages/mypage.ko.ts';
import type { ClaimSelection } from './claim-amounts.ts';
import { isReasonOf } from './claim-rules.ts';

/** What a shopper sends with a cancel, return or exchange request. */
export type ClaimInput = {
  claimReason: string; claimReasonText: string;
  returnBankName?: string; returnBankInName?: string; returnVirtualNo?: string;
  shippingAskType?: '1' | '2'; shippingCompanyName?: string; shippingNumber?: string;
  senderName?: string; senderMobile?: string; senderZipcode?: string; senderAddress?: string; senderAddressDetail?: string;
  images?: string[];
  /** The lines and pieces claimed; none (or empty) claims every piece still in the order. */
  claimItems?: ClaimSelection;
  /** An exchange's replacement goes here; all empty: to the order's own receiver. */
  exchangeReceiveName?: string; exchangeReceiveMobile?: string; exchangeZipcode?: string; exchangeAddress?: string; exchangeAddressDetail?: string;
};

/** Where an exchange's replacement is delivered (stored on the claim). */
export type ExchangeReceiver = { receiveName: string; receiveMobile: string; zipcode: string; address: string; addressDetail: string };

const blank = (value: string | undefined) => !value?.trim();

/**
 * The sender (반송지) of a return or exchange: a pickup (회수요청, the default) needs the name, a phone by the spec's
 * rule and the address, or '반송지 정보를 입력해주세요.'; a parcel the shopper ships needs none, but a phone given must
 * still be a phone ('휴대폰번호를 정확히 입력해주세요.').
 */
export function checkSender(input: Pick<ClaimInput, 'shippingAskType' | 'senderName' | 'senderMobile' | 'senderZipcode' | 'senderAddress'>): void {
  const phone = normalizePhoneNumber(input.senderMobile ?? '');
  const pickup = (input.shippingAskType ?? '1') === '1';
  if (pickup && (blank(input.senderName) || phone === '' || blank(input.senderZipcode) || blank(input.senderAddress))) {
    throw apiError('CLAIM_INPUT_REQUIRED', M.errors.senderRequired);
  }
  if (phone !== '' && !isPhoneNumber(phone)) throw apiError('CLAIM_INPUT_REQUIRED', VALIDATION_MESSAGES.phoneInvalid);
}

/**
 * The receiver an exchange's replacement goes to, as the shopper gave it: undefined when they gave none (it goes to
 * the order's own receiver); otherwise the name, a phone by the spec's rule, the zipcode and the address, or
 * '교환상품을 받으실 배송지 정보를 입력해주세요.'.
 */
export function exchangeReceiverOf(input: ClaimInput): ExchangeReceiver | undefined {
  const fields = [input.exchangeReceiveName, input.exchangeReceiveMobile, input.exchangeZipcode, input.exchangeAddress, input.exchangeAddressDetail];
  if (fields.every(blank)) return undefined;
  const phone = normalizePhoneNumber(input.exchangeReceiveMobile ?? '');
  if (blank(input.exchangeReceiveName) || phone === '' || blank(input.exchangeZipcode) || blank(input.exchangeAddress)) {
    throw apiError('CLAIM_INPUT_REQUIRED', M.errors.exchangeReceiverRequired);
  }
  if (!isPhoneNumber(phone)) throw apiError('CLAIM_INPUT_REQUIRED', VALIDATION_MESSAGES.phoneInvalid);
  return {
    receiveName: input.exchangeReceiveName?.trim() ?? '', receiveMobile: phone, zipcode: input.exchangeZipcode?.trim() ?? '',
    address: input.exchangeAddress?.trim() ?? '', addressDetail: input.exchangeAddressDetail?.trim() ?? '',
  };
}

/**
 * Checks a request against its type (the order's payment and the refund decide whether an account is needed): a
 * reason of that type (기타 with its text), the tracking number of a self-shipped parcel, the sender of a pickup, an
 * exchange's receiver when one is given, and the refund account of a bank transfer that gets money back.
 */
export function checkClaimInput(type: ClaimType, input: ClaimInput, needsAccount: boolean): void {
  if (!isReasonOf(type, input.claimReason)) throw apiError('CLAIM_INPUT_REQUIRED');
  if (input.claimReason === 'ETC' && blank(input.claimReasonText)) throw apiError('CLAIM_INPUT_REQUIRED', M.errors.reasonTextRequired);
  if (type !== 'CANCEL') {
    if (input.shippingAskType === '2' && (blank(input.shippingCompanyName) || blank(input.shippingNumber))) throw apiError('CLAIM_INPUT_REQUIRED', M.errors.shippingNumberRequired);
    checkSender(input);
  }
  if (type === 'EXCHANGE') exchangeReceiverOf(input);
  if (type !== 'EXCHANGE' && needsAccount && (blank(input.returnBankName) || blank(input.returnBankInName) || blank(input.returnVirtualNo))) {
    throw apiError('CLAIM_INPUT_REQUIRED', M.errors.refundAccountRequired);
  }
}
