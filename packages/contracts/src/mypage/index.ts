// The my page area (issue 16): orders and claims, guest lookup, reviews, points, coupons, address book.
export * from './claim-reasons.ts';
export * from './mypage-member-contracts.ts';
export * from './mypage-order-contracts.ts';
