import type { Generated } from 'kysely';
import type { YesNo } from './schema.ts';

// Tables of migration 0006 (address book, points, order sheets, orders), as Kysely sees them. Money is integer KRW.

export type MemberAddressTable = {
  id: Generated<number>;
  memberId: number;
  title: string;
  userName: string;
  mobile: string;
  zipcode: string;
  address: string;
  addressDetail: string;
  defaultFlag: YesNo;
  createdAt: string;
};

export type MemberPointTable = { memberId: number; balance: number };

export type PointLedgerTable = {
  id: Generated<number>;
  memberId: number;
  /** Positive when earned or restored, negative when spent. */
  amount: number;
  /** 'SEED' | 'ORDER_USE' | 'ORDER_RESTORE' */
  reason: string;
  orderId: number | null;
  createdAt: string;
  /** Migration 0014: for an 'EXPIRE' row, the earning row that lapsed (unique: an earning expires once). */
  sourceLedgerId: Generated<number | null>;
};

/** One line of an order sheet: what to buy, not what it costs (prices are read again at every step). */
export type SheetLine = { itemId: number; itemOptionId: number | null; optionText: string; quantity: number; cartId: number | null };

export type OrderSheetTable = {
  id: string;
  ownerKey: string;
  /** 'CART' | 'BUY' (바로구매) */
  source: string;
  /** JSON array of SheetLine. */
  lines: string;
  orderId: number | null;
  createdAt: string;
};

export type OrderTable = {
  id: Generated<number>;
  orderCode: string;
  ownerKey: string;
  memberId: number | null;
  guestPasswordHash: string | null;
  buyerName: string;
  buyerMobile: string;
  buyerEmail: string;
  status: string;
  paymentMethod: string;
  totalItemPrice: number;
  totalItemSaleAmount: number;
  totalShippingAmount: number;
  itemCouponDiscount: number;
  cartCouponDiscount: number;
  cartCouponUserId: number | null;
  pointAmount: number;
  payAmount: number;
  earnPoint: number;
  /** Unpaid orders are cancelled after this (14-digit Asia/Seoul). */
  paymentDeadline: string | null;
  createdAt: string;
  updatedAt: string;
  /** Migration 0008: the carrier and tracking number once shipped, when it was delivered and confirmed. */
  deliveryCompanyName: Generated<string | null>;
  deliveryNumber: Generated<string | null>;
  deliveredAt: Generated<string | null>;
  confirmedAt: Generated<string | null>;
};

export type OrderLineTable = {
  id: Generated<number>;
  orderId: number;
  itemSequence: number;
  shippingIndex: number;
  sellerId: number;
  itemId: number;
  itemOptionId: number | null;
  itemName: string;
  options: string;
  quantity: number;
  itemPrice: number;
  itemSalePrice: number;
  optionPrice: number;
  saleAmount: number;
  couponUserId: number | null;
  couponDiscount: number;
  shippingAmount: number;
  /** Migration 0008: 'Y' once this line's review earned its points. */
  reviewPointPaid: Generated<'Y' | 'N'>;
  /** Migration 0014: pieces under a cancel/return/exchange request, and pieces cancelled or returned for good. */
  claimingQuantity: Generated<number>;
  claimedQuantity: Generated<number>;
};

export type OrderAddressTable = {
  orderId: number;
  receiveName: string;
  receiveMobile: string;
  zipcode: string;
  address: string;
  addressDetail: string;
  memo: string;
  islandType: string;
};

export type OrderPaymentTable = {
  id: Generated<number>;
  orderId: number;
  method: string;
  /** 'BANK' | 'TOSS' | 'NONE' */
  provider: string;
  /**
   * 'READY' | 'PAID' | 'CANCELLED'; 'CONFIRMING' while the shopper's Toss confirm is in flight (the sweep waits);
   * for a Toss payment confirmed after its order was cancelled: 'REFUNDING' (the
   * cancel at Toss is under way), 'REFUNDED' (cancelled at Toss), 'REFUND_FAILED' (Toss refused it: to be refunded by hand).
   */
  status: string;
  amount: number;
  paymentKey: string | null;
  bankName: string | null;
  accountNumber: string | null;
  accountHolder: string | null;
  depositorName: string | null;
  cashReceiptType: string | null;
  cashReceiptNumber: string | null;
  dueDate: string | null;
  approvedAt: string | null;
  createdAt: string;
  /** Migration 0030: what the payment window chose (instalment months, easy-pay provider, bank); null for 무통장입금. */
  detail: string | null;
};

export type OrderStateHistoryTable = {
  id: Generated<number>;
  orderId: number;
  fromStatus: string | null;
  toStatus: string;
  reason: string;
  createdAt: string;
};

export type OrderIdempotencyKeyTable = {
  ownerKey: string;
  idempotencyKey: string;
  orderSheetId: string;
  orderId: number | null;
  createdAt: string;
};

/** The tables of migration 0006. */
export type OrderTables = {
  memberAddresses: MemberAddressTable;
  memberPoints: MemberPointTable;
  pointLedger: PointLedgerTable;
  orderSheets: OrderSheetTable;
  orders: OrderTable;
  orderLines: OrderLineTable;
  orderAddresses: OrderAddressTable;
  orderPayments: OrderPaymentTable;
  orderStateHistory: OrderStateHistoryTable;
  orderIdempotencyKeys: OrderIdempotencyKeyTable;
};
