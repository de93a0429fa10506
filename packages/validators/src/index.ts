/**
 * @shop/validators: validation rules with their Korean messages (valibot), React form-field state, pure
 * commerce rules on integer KRW (shipping, totals, coupons, points, cart selection) and formatting.
 * Used by the browser and the API server alike. One folder per subject, one section per folder below:
 * `messages/` and `rules/` (validation rules and their messages), `commerce/` (money
 * rules), `format/` (dates, numbers, visitor ids).
 */

// Messages
export { DEFAULT_VALIDATION_MESSAGE, VALIDATION_MESSAGES } from './messages/ko.ts';
export { ORDER_STATUS_LABELS } from './messages/order.ko.ts';

export { businessNumber, confirmed, digits, email, loginId, maxLength, minLength, password1, password2, phoneNumber, required, text, field } from './rules/actions.ts';
export type { FieldSchema, FieldValidationResult } from './rules/validate.ts';
export { validateValue, validateValueAsync } from './rules/validate.ts';

// Rules: pure predicates
export { isPassword1, isPassword2 } from './rules/text-rules.ts';
export { isEmail } from './rules/email.ts';
export { isBusinessNumber } from './rules/business-number.ts';
export { isPhoneNumber, normalizePhoneNumber } from './rules/phone-number.ts';
export { isSafeLink, safeLink, safeReturnPath } from './rules/safe-link.ts';

// Commerce
export type { IslandType, ShippingGroupInput } from './commerce/calculate-shipping-fee.ts';
export { calculateShippingFee, SHIPPING_TYPES } from './commerce/calculate-shipping-fee.ts';
export type { CartTotals } from './commerce/order-totals.ts';
export { calculateCartTotals, calculateLineAmount, calculatePaymentAmount } from './commerce/order-totals.ts';
export type { PointLimitInput } from './commerce/points.ts';
export { clampPointUse, getMaxUsablePoints, POINT_UNIT } from './commerce/points.ts';
export type { CouponRule } from './commerce/coupon-discount.ts';
export { calculateCartCouponDiscount, calculateItemCouponDiscount } from './commerce/coupon-discount.ts';
export type { BenefitLine } from './commerce/best-benefit.ts';
export { findBestBenefit } from './commerce/best-benefit.ts';
export type { CartSelection, SelectableLine } from './commerce/cart-selection.ts';
export { initialCartSelection, isAllSelected, toggleAllLines, toggleLine, toggleSellerLines } from './commerce/cart-selection.ts';

// Orders
export type { OrderStatus } from './order/order-status.ts';
export { canTransition, isOrderStatus, isUnpaid, ORDER_STATUS } from './order/order-status.ts';
export type { ClaimType } from './messages/claim-reasons.ko.ts';
export { CLAIM_REASON_IDS, CLAIM_REASONS, CLAIM_TYPES, DELIVERY_COMPANIES, REFUND_BANKS } from './messages/claim-reasons.ko.ts';
export { trackingUrlOf } from './order/tracking.ts';

// Formatting
export { formatDateTime, SHOP_TIME_ZONE } from './format/dates.ts';
export { seoulFormats, seoulIso } from './format/seoul-time.ts';
export { formatBusinessNumber } from './format/business-number.ts';
export { formatDeduction, formatNumber, formatPoint, formatWon } from './format/numbers.ts';
export { withObject, withTopic } from './messages/korean-particles.ts';

// Log lines without personal data or secrets (shell and API loggers).
export { scrubText, scrubValue } from './format/scrub.ts';
