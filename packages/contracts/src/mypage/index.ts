// The my page area: orders and claims, guest lookup, reviews, points, coupons, address book.
export { CLAIM_REASON_IDS, CLAIM_REASONS, CLAIM_TYPES, DELIVERY_COMPANIES, REFUND_BANKS, trackingUrlOf, type ClaimType } from '@shop/validators';
export * from './mypage-activity-contracts.ts';
export * from './mypage-member-contracts.ts';
export * from './mypage-profile-contracts.ts';
export * from './mypage-order-contracts.ts';
