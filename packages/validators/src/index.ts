/**
 * @shop/validators: validation rules with their Korean messages (valibot), React form-field state, pure
 * commerce rules on integer KRW (shipping, totals, coupons, points, cart selection) and formatting.
 * Used by the browser and the API server alike. One folder per subject, one section per folder below:
 * `messages/` and `rules/` (validation rules and their messages), `commerce/` (money
 * rules), `format/` (dates, numbers, visitor ids).
 */

// Messages
export { DEFAULT_VALIDATION_MESSAGE, VALIDATION_MESSAGES } from './messages/ko.ts';
export { FORMAT_SUFFIXES } from './messages/format.ko.ts';
export { ORDER_STATUS_LABELS } from './messages/order.ko.ts';

// Rules: valibot actions
export type { StringRule } from './rules/actions.ts';
export {
  alphaNum,
  between,
  businessNumber,
  confirmed,
  digits,
  email,
  enNum,
  loginId,
  max,
  maxLength,
  min,
  minLength,
  numeric,
  password1,
  password2,
  phoneNumber,
  required,
  rule,
  text,
  field,
} from './rules/actions.ts';
export type { FieldSchema, FieldValidationResult } from './rules/validate.ts';
export { validateValue, validateValueAsync } from './rules/validate.ts';

// Rules: pure predicates
export { hasDigits, isAlphaNum, isBetween, isEnNum, isFilled, isLoginId, isNumeric, isPassword1, isPassword2 } from './rules/text-rules.ts';
export { isEmail } from './rules/email.ts';
export { isBusinessNumber } from './rules/business-number.ts';
export { isPhoneNumber, normalizePhoneNumber } from './rules/phone-number.ts';
export { isInternalPath, isSafeLink, safeLink, safeReturnPath } from './rules/safe-link.ts';

// Forms

// Commerce
export type { IslandType, ShippingGroupInput } from './commerce/calculate-shipping-fee.ts';
export { calculateShippingFee, getBaseShippingFee, getShippingExtraCharge, SHIPPING_TYPES } from './commerce/calculate-shipping-fee.ts';
export type { CartTotals, CartTotalsGroup, CartTotalsLine, PaymentInput } from './commerce/order-totals.ts';
export { calculateCartTotals, calculateLineAmount, calculatePaymentAmount } from './commerce/order-totals.ts';
export type { CouponTarget } from './commerce/coupon.ts';
export { isCouponUsable } from './commerce/coupon.ts';
export type { PointLimitInput } from './commerce/points.ts';
export { clampPointUse, getMaxUsablePoints, POINT_UNIT } from './commerce/points.ts';
export type { CouponLine, CouponRule } from './commerce/coupon-discount.ts';
export { calculateCartCouponDiscount, calculateItemCouponDiscount } from './commerce/coupon-discount.ts';
export type { BenefitLine, BestBenefit, CartCouponOffer, CouponOffer, ItemCouponChoice } from './commerce/best-benefit.ts';
export { findBestBenefit, findBestItemCoupons, MAX_EXACT_COUPONS } from './commerce/best-benefit.ts';
export type { CartSelection, SelectableLine } from './commerce/cart-selection.ts';
export { initialCartSelection, isAllSelected, toggleAllLines, toggleLine, toggleSellerLines } from './commerce/cart-selection.ts';

// Orders
export type { OrderStatus } from './order/order-status.ts';
export { canTransition, isOrderStatus, isUnpaid, ORDER_STATUS, ORDER_TRANSITIONS } from './order/order-status.ts';
export type { ClaimType } from './messages/claim-reasons.ko.ts';
export { CLAIM_REASON_IDS, CLAIM_REASONS, CLAIM_TYPES, DELIVERY_COMPANIES, REFUND_BANKS } from './messages/claim-reasons.ko.ts';
export { trackingUrlOf } from './order/tracking.ts';

// Formatting
export { formatDateTime, parseWireDate, SHOP_TIME_ZONE, toWireDate } from './format/dates.ts';
export { seoulFormats, seoulIso } from './format/seoul-time.ts';
export { formatDeduction, formatNumber, formatPoint, formatWon, toFiniteNumber } from './format/numbers.ts';
export { isVisitorId } from './format/visitor-id.ts';
export { withObject, withTopic } from './messages/korean-particles.ts';

// Log lines without personal data or secrets (shell and API loggers).
export { scrubText, scrubValue, SENSITIVE_KEY } from './format/scrub.ts';
