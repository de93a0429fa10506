/** What decides whether an item coupon applies. */
export type CouponTarget = {
  couponUseFlag: string;
  /** `'Y'` for set items. */
  setItemFlag?: string;
  itemSets?: readonly { couponUseFlag: string }[];
};

/**
 * A coupon is usable only if the item, and every set member for set items, has couponUseFlag Y.
 * @param item The item (detail or cart line).
 * @returns True when coupons may be applied.
 * @example isCouponUsable({ couponUseFlag: 'Y', setItemFlag: 'Y', itemSets: [{ couponUseFlag: 'N' }] }) // false
 */
export function isCouponUsable(item: CouponTarget): boolean {
  if (item.couponUseFlag !== 'Y') return false;
  if (item.setItemFlag !== 'Y') return true;
  return (item.itemSets ?? []).every((member) => member.couponUseFlag === 'Y');
}
