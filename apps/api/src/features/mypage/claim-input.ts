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
};

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
 * Checks a request against its type (the order's payment and the refund decide whether an account is needed): a
 * reason of that type (기타 with its text), the tracking number of a self-shipped parcel, the sender of a pickup, and
 * the refund account of a bank transfer that gets money back.
 */
export function checkClaimInput(type: ClaimType, input: ClaimInput, needsAccount: boolean): void {
  if (!isReasonOf(type, input.claimReason)) throw apiError('CLAIM_INPUT_REQUIRED');
  if (input.claimReason === 'ETC' && blank(input.claimReasonText)) throw apiError('CLAIM_INPUT_REQUIRED', M.errors.reasonTextRequired);
  if (type !== 'CANCEL') {
    if (input.shippingAskType === '2' && (blank(input.shippingCompanyName) || blank(input.shippingNumber))) throw apiError('CLAIM_INPUT_REQUIRED', M.errors.shippingNumberRequired);
    checkSender(input);
  }
  if (type !== 'EXCHANGE' && needsAccount && (blank(input.returnBankName) || blank(input.returnBankInName) || blank(input.returnVirtualNo))) {
    throw apiError('CLAIM_INPUT_REQUIRED', M.errors.refundAccountRequired);
  }
}
