import assert from 'node:assert/strict';
import type { CartLineData } from '../cart/cart-line.ts';
import { GUEST_CONTEXT, type BenefitContext, type MemberCoupon } from './benefit-context.ts';
import { NO_BENEFIT, priceOrder } from './pricing.ts';

function line(itemId: number, presentPrice: number, over: Partial<CartLineData> = {}): CartLineData {
  return {
    cartId: itemId, quantity: 1, itemId, itemUserCode: `P${itemId}`, itemName: `item ${itemId}`, brand: 'b', itemImage: null, itemType: '1',
    sellerId: 1, sellerName: 's', sellerOrdering: 1, deliveryCompanyName: 'd', itemPrice: presentPrice, presentPrice, optionPrice: 0,
    itemOptionId: null, options: '', soldOut: false, orderMinQuantity: 1, orderMaxQuantity: 99, stockQuantity: 50, nonmemberOrderType: '1',
    couponUseFlag: 'Y', itemSets: [], shippingGroupCode: 'S1',
    policy: { shippingType: '2', shipping: 3000, shippingFreeAmount: 50000, shippingItemCount: 0, shippingExtraCharge1: 3000, shippingExtraCharge2: 5000 },
    ...over,
  };
}

const coupon = (couponUserId: number, over: Partial<MemberCoupon> & { pay: number }): MemberCoupon => ({
  couponUserId, couponName: `coupon ${couponUserId}`, couponType: 'ITEM', targetItemType: '1', itemIds: new Set(),
  rule: { payType: '1', pay: over.pay, payRestriction: 0, maxDiscount: 0, concurrently: '1' }, ...over,
});

const member = (coupons: MemberCoupon[], heldPoints = 0): BenefitContext => ({ isMember: true, coupons, heldPoints, couponBlockedItems: new Set([3]) });

describe('priceOrder', () => {
  const lines = [line(1, 20000), line(2, 10000), line(3, 15000, { itemType: '3' })];
  const context = member([coupon(11, { pay: 4000 }), coupon(12, { pay: 2500, targetItemType: '2', itemIds: new Set([2]) }), coupon(13, { pay: 3000, couponType: 'CART' })], 7777);

  it('offers each line only the coupons that may apply to it (targets, set members allowing coupons)', () => {
    const priced = priceOrder(lines, '', context, NO_BENEFIT, false);
    assert.deepEqual(priced.receivers.buyItems.map((b) => (b.itemCoupons ?? []).map((c) => c.couponUserId)), [[11], [11, 12], []]);
    assert.equal(priced.orderPrice.orderPayAmount, 45000 + 3000);
  });

  it('works out 최대 혜택 and applies a choice line by line', () => {
    const best = priceOrder(lines, '', context, NO_BENEFIT, false).best;
    assert.deepEqual(best.itemCoupons, [{ itemSequence: 0, couponUserId: 11, discountAmount: 4000 }, { itemSequence: 1, couponUserId: 12, discountAmount: 2500 }]);
    assert.equal(best.cartCouponUserId, 13);
    assert.equal(best.usePoint, 7700);
    assert.equal(best.totalDiscount, 4000 + 2500 + 3000 + 7700);
    const applied = priceOrder(lines, 'JEJU', context, best, true);
    assert.equal(applied.orderPrice.totalShippingAmount, 6000);
    assert.equal(applied.payAmount, 45000 + 6000 - 4000 - 2500 - 3000 - 7700);
    assert.equal(applied.receivers.buyItems[1]?.itemPrice.couponDiscountAmount, 2500);
  });

  it('refuses coupons that do not apply, a coupon on two lines, and any benefit for guests', () => {
    assert.throws(() => priceOrder(lines, '', context, { ...NO_BENEFIT, itemCoupons: [{ itemSequence: 0, couponUserId: 12 }] }, false), { code: 'COUPON_NOT_USABLE' });
    assert.throws(() => priceOrder(lines, '', context, { ...NO_BENEFIT, itemCoupons: [{ itemSequence: 2, couponUserId: 11 }] }, false), { code: 'COUPON_NOT_USABLE' });
    const twice = [{ itemSequence: 0, couponUserId: 11 }, { itemSequence: 1, couponUserId: 11 }];
    assert.throws(() => priceOrder(lines, '', context, { ...NO_BENEFIT, itemCoupons: twice }, false), { code: 'COUPON_DUPLICATED' });
    assert.throws(() => priceOrder(lines, '', context, { ...NO_BENEFIT, cartCouponUserId: 11 }, false), { code: 'COUPON_NOT_USABLE' });
    assert.throws(() => priceOrder(lines, '', GUEST_CONTEXT, { ...NO_BENEFIT, usePoint: 1000 }, false), { code: 'GUEST_BENEFIT_NOT_ALLOWED' });
  });

  it('brings points within the rules while the shopper edits, and refuses them as sent at placement', () => {
    assert.equal(priceOrder(lines, '', context, { ...NO_BENEFIT, usePoint: 5050 }, false).usePoint, 5000);
    assert.equal(priceOrder(lines, '', context, { ...NO_BENEFIT, usePoint: 500 }, false).usePoint, 0);
    assert.throws(() => priceOrder(lines, '', context, { ...NO_BENEFIT, usePoint: 5050 }, true), { code: 'POINT_NOT_USABLE', message: '포인트는 7,700P까지 사용할 수 있습니다.' });
    assert.throws(() => priceOrder(lines, '', context, { ...NO_BENEFIT, usePoint: 8000 }, true), { code: 'POINT_SHORTAGE' });
  });

  it('prices nothing for sold-out lines and offers them no coupon', () => {
    const priced = priceOrder([line(1, 20000, { soldOut: true }), line(2, 10000)], '', context, NO_BENEFIT, false);
    assert.equal(priced.orderPrice.totalItemSaleAmount, 10000);
    assert.deepEqual(priced.receivers.buyItems[0]?.itemCoupons, []);
  });
});
