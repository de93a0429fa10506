import type { Generated } from 'kysely';

// Tables of migration 0008 (my page: guest tokens, order claims, recently viewed items), as Kysely sees them.

export type GuestTokenTable = { tokenHash: string; orderId: number; createdAt: string; expiresAt: string };
/** Migration 0013: a guest signed in by name, phone and SMS code (buyerMobile: digits). */
export type GuestPhoneTokenTable = { tokenHash: string; buyerName: string; buyerMobile: string; createdAt: string; expiresAt: string };

export type OrderClaimTable = {
  id: Generated<number>;
  claimCode: string;
  orderId: number;
  /** 'CANCEL' | 'RETURN' | 'EXCHANGE' */
  claimType: string;
  /** 'REQUESTED' | 'COMPLETED' | 'WITHDRAWN' */
  status: string;
  reason: string;
  reasonText: string;
  /** '1' pickup requested (회수요청), '2' sent by the shopper (직접발송); null for cancels. */
  shippingAskType: string | null;
  shippingCompanyName: string | null;
  shippingNumber: string | null;
  senderName: string | null;
  senderMobile: string | null;
  senderZipcode: string | null;
  senderAddress: string | null;
  senderAddressDetail: string | null;
  refundBankName: string | null;
  refundBankInName: string | null;
  refundAccountNo: string | null;
  /** JSON array of `/upload/...` paths. */
  images: string;
  returnFee: number;
  refundAmount: number;
  /** 'NONE' (exchange), 'PENDING', 'REFUNDED' (PG or account), 'REFUND_FAILED' (Toss refused: by hand). */
  refundStatus: string;
  createdAt: string;
  completedAt: string | null;
  /** Migration 0014: the parts of the refund (item amount, coupon share, point share, shipping given back or, negative, charged). */
  itemAmount: Generated<number>;
  couponAmount: Generated<number>;
  pointAmount: Generated<number>;
  shippingAmount: Generated<number>;
  /** 'Y' when the claim covered every line left in the order (the order moved to the request state). */
  wholeOrder: Generated<'Y' | 'N'>;
  /** Migration 0019: where an exchange's replacement goes (the order's receiver unless the shopper gave another); null for other claims. */
  exchangeReceiveName: string | null;
  exchangeReceiveMobile: string | null;
  exchangeZipcode: string | null;
  exchangeAddress: string | null;
  exchangeAddressDetail: string | null;
};

/** Migration 0014: the lines and quantities a claim covers. */
export type OrderClaimLineTable = { claimId: number; orderLineId: number; quantity: number };

export type MemberRecentItemTable = { memberId: number; itemId: number; viewedAt: string };

/** The tables of migration 0008. */
export type MypageTables = {
  guestTokens: GuestTokenTable;
  guestPhoneTokens: GuestPhoneTokenTable;
  orderClaims: OrderClaimTable;
  orderClaimLines: OrderClaimLineTable;
  memberRecentItems: MemberRecentItemTable;
};
