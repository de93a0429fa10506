import * as v from 'valibot';
import { pageEntries, pageOf, YesNoSchema } from './common.ts';
import { ItemCardSchema } from './item.ts';

const num = v.number();
const str = v.string();
const nstr = v.nullable(str);

/** What the shopper may do with an order now (the buttons of reference-behaviour 5.6). */
export const ORDER_ACTIONS = ['CANCEL', 'CANCEL_APPLY', 'CONFIRM', 'RETURN_APPLY', 'EXCHANGE_APPLY', 'TRACKING'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/**
 * A line of an order in my page's lists, with whether a review can be written for it now, its pieces cancelled or
 * returned for good (`claimQuantity`) and under a request (`claimApplyQuantity`), and its own state when a claim
 * of some lines touches it (reference-behaviour section 6, Order item).
 */
export const OrderSummaryItemSchema = v.object({
  itemSequence: num, itemId: num, itemUserCode: str, itemName: str, itemImage: nstr, options: str, quantity: num, itemAmount: num,
  writeReviewFlag: YesNoSchema, itemReviewId: v.nullable(num),
  claimQuantity: num, claimApplyQuantity: num, orderStatus: str, orderStatusLabel: str,
});

/** An order in my page's lists (`GET /api/order`, the dashboard, the guest's orders). */
export const OrderSummarySchema = v.object({
  orderCode: str, createdDate: str, orderStatus: str, orderStatusLabel: str, payAmount: num, paymentMethod: str,
  deliveryCompanyName: nstr, deliveryNumber: nstr, trackingUrl: nstr, items: v.array(OrderSummaryItemSchema), actions: v.array(v.picklist(ORDER_ACTIONS)),
  /** Requests still only applied, which the shopper may withdraw (신청 철회). */
  openClaims: v.array(v.object({ claimCode: str, claimType: str, claimTypeLabel: str })),
});
export type OrderSummary = v.InferOutput<typeof OrderSummarySchema>;

/** `GET /api/order`: a page of the shopper's orders. */
export const OrderListSchema = pageOf(OrderSummarySchema);
export type OrderList = v.InferOutput<typeof OrderListSchema>;

/** How many of the member's orders are in each state (the dashboard's counts). */
export const OrderCountSchema = v.object({ status: str, label: str, count: num });

/** `GET /api/mypage`: my page's dashboard. */
export const MypageDashboardSchema = v.object({
  // The member's account facts and cart quantity ride along, so my page's home is one API call (docs/performance.md).
  userName: str, loginId: str, email: str, cartQuantity: num,
  levelName: str, point: num, couponCount: num, wishlistCount: num, orderCounts: v.array(OrderCountSchema),
  latestOrders: v.array(OrderSummarySchema), wishlists: v.array(ItemCardSchema),
});
export type MypageDashboard = v.InferOutput<typeof MypageDashboardSchema>;

/**
 * `POST /api/order/refund-amount`: what a cancel or return of the chosen pieces would give back: their item amount,
 * less their coupon discount, shipping given back (`shippingReturnAmount`) or charged (`totalAddShippingAmount`,
 * the rest no longer ships free), less the return fee; points given back; `partCancel` when pieces stay in the order.
 */
export const RefundPreviewSchema = v.object({
  claimType: str, totalItemReturnAmount: num, couponDiscountAmount: num, returnFee: num, totalAddShippingAmount: num, shippingReturnAmount: num,
  totalReturnAmount: num, restorePoint: num, restoreCouponCount: num, writeBankInfo: v.boolean(), paymentMethod: str, partCancel: v.boolean(),
  claimApplyQuantity: num, totalOrderQuantity: num,
});
export type RefundPreview = v.InferOutput<typeof RefundPreviewSchema>;

/** Where an exchange's replacement is delivered. */
export const ExchangeAddressSchema = v.object({ receiveName: str, receiveMobile: str, zipcode: str, address: str, addressDetail: str });
export type ExchangeAddress = v.InferOutput<typeof ExchangeAddressSchema>;

/** A cancel, return or exchange request and what became of it. */
export const OrderClaimSchema = v.object({
  claimCode: str, orderCode: str, claimType: str, claimTypeLabel: str, status: str, statusLabel: str, reason: str, reasonLabel: str, reasonText: str,
  shippingAskType: nstr, returnFee: num, refundAmount: num, refundStatus: str, images: v.array(str), createdDate: str, completedDate: nstr,
  items: v.array(OrderSummaryItemSchema),
  /** The parts of the refund: item amount, coupon share, points given back, shipping given back (negative: charged). */
  itemAmount: num, couponAmount: num, pointAmount: num, shippingAmount: num,
  /** 'Y' while the shopper may still withdraw it (신청 철회: applied, not yet processed). */
  withdrawFlag: YesNoSchema,
  /** An exchange's replacement goes here (the order's receiver unless the shopper gave another); null for other claims. */
  exchangeAddress: v.nullable(ExchangeAddressSchema),
});
export type OrderClaim = v.InferOutput<typeof OrderClaimSchema>;

/** `GET /api/order/claims`. */
export const OrderClaimListSchema = pageOf(OrderClaimSchema);

/** `POST /api/auth/guest-token`: a bearer token for one guest order (the shell keeps it in the httpOnly cookie). */
export const GuestTokenSchema = v.object({ token: str, orderCode: str, name: str });
export type GuestToken = v.InferOutput<typeof GuestTokenSchema>;

/** `GET /api/guest/orders`: the orders a guest signed in through the lookup may see. */
export const GuestOrdersSchema = v.object({ list: v.array(OrderSummarySchema) });

/** A review of mine in my page. */
export const MyReviewSchema = v.object({
  itemReviewId: num, itemId: num, itemUserCode: str, itemName: str, itemImageSrc: nstr, score: num, content: str, images: v.array(str),
  options: str, adminComment: str, createdDate: str, earnedPoint: num,
});
export type MyReview = v.InferOutput<typeof MyReviewSchema>;
export const MyReviewListSchema = pageOf(MyReviewSchema);

/** `POST /api/mypage/review`: the new review and the points it earned. */
export const ReviewWrittenSchema = v.object({ itemReviewId: num, earnedPoint: num });

/** A line of the point history (reference-behaviour section 6). */
export const PointHistorySchema = v.object({
  pointId: num, pointType: v.picklist(['EARN_POINT', 'USED_POINT']), reason: str, reasonLabel: str, point: num, orderCode: nstr,
  createdDate: str, expirationDate: nstr,
});
export type PointHistory = v.InferOutput<typeof PointHistorySchema>;

/** `GET /api/mypage/points`: the balance, what expires within 30 days (and when), and a page of history. */
export const MyPointsSchema = v.object({
  userPoint: num, expirationPointAmount: num, expirationSchedule: v.array(v.object({ expirationDate: str, point: num })), pointPageResponse: pageOf(PointHistorySchema),
});
export type MyPoints = v.InferOutput<typeof MyPointsSchema>;

/** A coupon in the member's wallet. */
export const MyCouponSchema = v.object({
  couponUserId: num, couponId: num, couponName: str, couponComment: str, couponType: str, couponPayType: str, couponPay: num,
  couponPayRestriction: num, couponMaxDiscount: num, couponTargetItemType: str, applyStartDate: str, applyEndDate: str,
  usedDate: nstr, expiredFlag: YesNoSchema,
});
export type MyCoupon = v.InferOutput<typeof MyCouponSchema>;

/** `GET /api/coupon`: the wallet's tab (사용 가능 / 사용 완료) with both counts. */
export const MyCouponsSchema = v.object({ availableCount: num, completedCount: num, couponPageResponse: pageOf(MyCouponSchema) });
export type MyCoupons = v.InferOutput<typeof MyCouponsSchema>;

/** A coupon a member can download in my page's 쿠폰 다운 list. */
export const DownloadableCouponSchema = v.object({
  couponId: num, couponName: str, couponComment: str, couponType: str, couponPayType: str, couponPay: num, couponPayRestriction: num,
  couponMaxDiscount: num, couponTargetItemType: str, couponIssueEndDate: str, couponApplyDays: num, downloadedFlag: YesNoSchema,
});
export const DownloadableCouponsSchema = v.object({ list: v.array(DownloadableCouponSchema) });

/** `GET /api/coupon/applies-to/{couponId}`: the items a coupon applies to. */
export const CouponItemsSchema = v.object(pageEntries(ItemCardSchema));

/** A saved delivery address (the address book). */
export const AddressSchema = v.object({
  userDeliveryId: num, title: str, userName: str, mobile: str, zipcode: str, address: str, addressDetail: str, defaultFlag: YesNoSchema,
});
export type Address = v.InferOutput<typeof AddressSchema>;
export const AddressListSchema = v.object({ list: v.array(AddressSchema) });
export type AddressList = v.InferOutput<typeof AddressListSchema>;

/** `GET /api/mypage/grade`: the member's grade, progress to the next, and the table of grades. */
export const MyGradeSchema = v.object({
  userLevel: v.object({ levelId: num, levelName: str }), totalPurchase: num, nextLevel: v.nullable(v.object({ levelName: str, remaining: num })),
  list: v.array(v.object({ levelId: num, levelName: str, priceStart: num, pointRate: num, discountRate: num })),
});
export type MyGrade = v.InferOutput<typeof MyGradeSchema>;

/** `GET /api/mypage/recent-items`: the member's recently viewed items, most recent first. */
export const RecentItemsSchema = v.object({ list: v.array(ItemCardSchema) });

/** One of my item questions, with its item. */
export const MyItemInquirySchema = v.object({
  id: num, itemUserCode: str, itemName: str, itemImage: nstr, label: str, subject: str, question: str, secretFlag: YesNoSchema,
  answerFlag: YesNoSchema, answer: v.nullable(v.object({ answer: str, date: str })), date: str,
});
export type MyItemInquiry = v.InferOutput<typeof MyItemInquirySchema>;
export const MyItemInquiriesSchema = pageOf(MyItemInquirySchema);

/** `GET /api/mypage/profile`: the member's details (id, name and phone are read-only). */
export const ProfileSchema = v.object({
  loginId: str, name: str, mobile: str, email: str, birthday: str, gender: v.picklist(['', 'M', 'F']), receiveSms: YesNoSchema, receiveEmail: YesNoSchema,
  socialFlag: YesNoSchema,
});
export type Profile = v.InferOutput<typeof ProfileSchema>;

/** `GET /api/mypage/profile`: the profile, or `passwordRequired` until the password is re-checked. */
export const ProfileAnswerSchema = v.object({ passwordRequired: v.boolean(), profile: v.nullable(ProfileSchema) });
export type ProfileAnswer = v.InferOutput<typeof ProfileAnswerSchema>;

/** `POST /api/mypage/verify-password`: a short-lived proof that the password was re-checked. */
export const VerifyTokenSchema = v.object({ verifyToken: str });
