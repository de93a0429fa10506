import type { DownloadableCoupon } from '@shop/contracts';
import type { CouponTable } from '../../db/schema-community.ts';

/** True while `now` (14-digit wire date) lies in the coupon's issue window. */
export function isIssuable(coupon: Pick<CouponTable, 'issueStartDate' | 'issueEndDate'>, now: string): boolean {
  return coupon.issueStartDate <= now && now <= coupon.issueEndDate;
}

/** Spec section 5: a coupon applies only when the item, and every member of a set item, allows coupons. */
export function allowsCoupons(item: { couponUseFlag: string }, setMembers: ReadonlyArray<{ couponUseFlag: string }>): boolean {
  return item.couponUseFlag === 'Y' && setMembers.every((m) => m.couponUseFlag === 'Y');
}

/** A coupon on the wire (reference-behaviour section 6, Coupon), plus whether the member already has it. */
export function toCouponView(coupon: Omit<CouponTable, 'offlineCode' | 'issueKind'>, downloaded: boolean): DownloadableCoupon {
  return {
    couponId: coupon.id,
    couponName: coupon.name,
    couponComment: coupon.comment,
    couponType: coupon.couponType,
    couponPayType: coupon.payType,
    couponPay: coupon.pay,
    couponPayRestriction: coupon.payRestriction,
    couponMaxDiscount: coupon.maxDiscount,
    couponConcurrently: coupon.concurrently,
    couponApplyType: '1',
    couponIssueStartDate: coupon.issueStartDate,
    couponIssueEndDate: coupon.issueEndDate,
    couponApplyDays: coupon.applyDays,
    couponTargetItemType: coupon.targetItemType,
    downloadedFlag: downloaded ? 'Y' : 'N',
  };
}
