import * as v from 'valibot';
import { BuyItemSchema, OrderPriceSchema, SellerGroupSchema } from './cart.ts';
import { YesNoSchema } from './common.ts';

const num = v.number();
const str = v.string();

/** A saved delivery address of a member (reference-behaviour section 6, Address). */
export const MemberAddressSchema = v.object({
  userDeliveryId: num, title: str, userName: str, mobile: str, zipcode: str, address: str, addressDetail: str, defaultFlag: YesNoSchema,
});
export type MemberAddress = v.InferOutput<typeof MemberAddressSchema>;

/** Coupons and points applied to an order sheet. */
export const AppliedBenefitSchema = v.object({
  itemCoupons: v.array(v.object({ itemSequence: num, couponUserId: num, discountAmount: num })),
  cartCouponUserId: v.nullable(num),
  cartCouponDiscountAmount: num,
  usePoint: num,
});
export type AppliedBenefit = v.InferOutput<typeof AppliedBenefitSchema>;

/** One line of the 최대 혜택 explanation. */
export const BenefitExplanationSchema = v.object({ type: v.picklist(['ITEM_COUPON', 'CART_COUPON', 'POINT']), label: str, amount: num });

/** A cart coupon of the member with what it would take off this order. */
export const CartCouponOptionSchema = v.object({
  couponUserId: num, couponName: str, couponPayType: str, couponPay: num, couponPayRestriction: num, couponMaxDiscount: num, discountAmount: num,
});

/** The shop's bank account for 무통장입금. */
export const BankAccountSchema = v.object({ index: num, bankName: str, accountNumber: str, accountHolder: str });

/**
 * The order sheet (`POST /api/order/payment-step`, `POST /api/order/calculate`): lines per seller and shipping group
 * with the item coupons each may take, prices recomputed by the server, what is applied, 최대 혜택 with its
 * explanation, point limits, the member's addresses (default first) and what the payment step needs.
 */
export const OrderSheetSchema = v.object({
  orderSheetId: str,
  isLogin: v.boolean(),
  zipcode: str,
  islandType: v.picklist(['', 'JEJU', 'ISLAND']),
  receivers: v.object({ sellerShipping: v.array(SellerGroupSchema), buyItems: v.array(BuyItemSchema) }),
  orderPrice: OrderPriceSchema,
  applied: AppliedBenefitSchema,
  cartCoupons: v.array(CartCouponOptionSchema),
  retentionPoint: num,
  maxUsablePoint: num,
  bestBenefit: v.object({ ...AppliedBenefitSchema.entries, totalDiscount: num, explanation: v.array(BenefitExplanationSchema) }),
  userDeliveryList: v.array(MemberAddressSchema),
  buyer: v.nullable(v.object({ userName: str, mobile: str, email: str })),
  config: v.object({ minimumPaymentAmount: num, pointUseMin: num, pointUseMax: num, pointUseRatio: num, pointUnit: num, bankDepositDueDay: num }),
  /** Who takes card, easy-pay, virtual-account and transfer payments: Toss Payments, or the built-in test gateway (테스트 결제). */
  configPg: v.object({ pgType: v.picklist(['TOSS', 'TEST']), clientKey: str }),
  bankAccounts: v.array(BankAccountSchema),
  paymentMethods: v.array(str),
});
export type OrderSheet = v.InferOutput<typeof OrderSheetSchema>;

/** `POST /api/order/buy`: the new order sheet. */
export const OrderSheetCreatedSchema = v.object({ orderSheetId: str });

/** What the browser does after placing: show the completion page, or open Toss Payments with these values. */
export const OrderPlacedSchema = v.object({
  orderCode: str,
  orderStatus: str,
  orderStatusLabel: str,
  payAmount: num,
  paymentMethod: str,
  nextStep: v.picklist(['COMPLETE', 'TOSS']),
  toss: v.nullable(v.object({ pgType: v.picklist(['TOSS', 'TEST']), clientKey: str, method: str, orderId: str, orderName: str, amount: num, customerName: str, customerEmail: str })),
  bank: v.nullable(v.object({ bankName: str, accountNumber: str, accountHolder: str, depositorName: str, amount: num, deadline: str })),
});
export type OrderPlaced = v.InferOutput<typeof OrderPlacedSchema>;

/** A line of a placed order. */
export const OrderItemSchema = v.object({
  itemSequence: num, itemId: num, sellerId: num, itemName: str, options: str, quantity: num, itemPrice: num, itemSalePrice: num,
  optionPrice: num, itemAmount: num, couponDiscountAmount: num, orderStatus: str, orderStatusLabel: str,
  /** Pieces cancelled or returned for good, and pieces under a request (claims of some lines). */
  claimQuantity: v.optional(num), claimApplyQuantity: v.optional(num),
});

/** A payment of a placed order; `paymentType` '1' paid, '0' waiting, '2' cancelled. */
export const OrderPaymentSchema = v.object({
  approvalType: str, approvalTypeLabel: str, paymentType: v.picklist(['0', '1', '2']), amount: num, payDate: v.nullable(str),
  bankName: v.nullable(str), bankVirtualNo: v.nullable(str), bankInName: v.nullable(str), bankDate: v.nullable(str),
  /** True for a payment the built-in test gateway took (테스트 결제: no money moved; its deposit can be simulated). */
  testPayment: v.optional(v.boolean()),
  /** What completed claims paid back of this payment so far (partial refunds included). */
  refundedAmount: v.optional(num),
});

/** `GET /api/order/detail` and the guest lookup: the order as the completion page and my page show it. */
export const OrderDetailSchema = v.object({
  orderCode: str, createdDate: str, orderStatus: str, orderStatusLabel: str, guestFlag: YesNoSchema, userName: str, mobile: str, email: str,
  totalItemAmount: num, totalItemSaleAmount: num, totalItemDiscountAmount: num, totalShippingAmount: num, totalItemCouponDiscountAmount: num,
  totalCartCouponDiscountAmount: num, totalCouponDiscountAmount: num, orderUsePoint: num, totalDiscountAmount: num, totalOrderAmount: num,
  totalEarnPoint: num, paymentDeadline: v.nullable(str),
  shippingInfo: v.object({ receiveName: str, receiveMobile: str, receiveZipcode: str, receiveAddress: str, receiveAddressDetail: str, memo: str, islandType: str }),
  item: v.array(OrderItemSchema),
  paymentList: v.array(OrderPaymentSchema),
  history: v.array(v.object({ fromStatus: v.nullable(str), toStatus: str, toStatusLabel: str, createdDate: str })),
});
export type OrderDetail = v.InferOutput<typeof OrderDetailSchema>;

/** `POST /api/order/toss/fail`: the Korean message for the shopper; the unpaid order is cancelled. */
export const PaymentFailureSchema = v.object({ code: str, message: str });

/** `GET /api/cart/set-item-info/{cartId}`: the components of a set line. */
export const SetItemInfoSchema = v.object({
  buyItems: v.array(v.object({ itemId: num, itemUserCode: str, itemName: str, itemImage: v.nullable(str), quantity: num, couponUseFlag: YesNoSchema })),
});
export type SetItemInfo = v.InferOutput<typeof SetItemInfoSchema>;
