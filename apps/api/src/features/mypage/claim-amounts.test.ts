import assert from 'node:assert/strict';
import { claimAmounts, type ClaimContext, type ClaimLine } from './claim-amounts.ts';

// Line A: 2 × 15,000 with a 3,000 item coupon; line B: 1 × 20,000; one shipping group free from 40,000 (else 3,000),
// shipped free; 1,000 points used. Paid: 50,000 − 3,000 − 1,000 = 46,000.
const A: ClaimLine = { id: 1, itemSequence: 0, itemId: 10, shippingIndex: 0, quantity: 2, saleAmount: 30_000, couponDiscount: 3000, couponUserId: 7, shippingAmount: 0, claimingQuantity: 0, claimedQuantity: 0 };
const B: ClaimLine = { id: 2, itemSequence: 1, itemId: 11, shippingIndex: 0, quantity: 1, saleAmount: 20_000, couponDiscount: 0, couponUserId: null, shippingAmount: 0, claimingQuantity: 0, claimedQuantity: 0 };
const RULE = { shippingType: '2', shipping: 3000, shippingFreeAmount: 40_000, shippingItemCount: 0, shippingExtraCharge1: 0, shippingExtraCharge2: 0 };
const context = (lines: ClaimLine[], prior = { refundAmount: 0, couponAmount: 0, pointAmount: 0, shippingAmount: 0 }): ClaimContext => ({
  order: { totalItemSaleAmount: 50_000, totalShippingAmount: 0, itemCouponDiscount: 3000, cartCouponDiscount: 0, cartCouponUserId: null, pointAmount: 1000, payAmount: 46_000 },
  lines, rules: new Map([[10, RULE], [11, RULE]]), islandType: '', prior,
});

it('a partial cancel refunds the lines less their points share and charges the shipping the rest no longer ships free for', () => {
  const first = claimAmounts(context([A, B]), 'CANCEL', 'CHANGE_OF_MIND', [{ itemSequence: 1, quantity: 1 }]);
  assert.deepEqual(
    [first.wholeOrder, first.itemAmount, first.couponAmount, first.pointAmount, first.shippingAmount, first.returnFee, first.refundAmount, first.restoreCouponIds],
    [false, 20_000, 0, 400, -3000, 0, 16_600, []],
  );
  // The rest afterwards: everything left, so the money left exactly, the shipping charged given back, the coupon restored.
  const rest = claimAmounts(context([A, { ...B, claimingQuantity: 1 }], { refundAmount: 16_600, couponAmount: 0, pointAmount: 400, shippingAmount: -3000 }), 'CANCEL', 'CHANGE_OF_MIND', undefined);
  assert.deepEqual([rest.itemAmount, rest.couponAmount, rest.pointAmount, rest.shippingAmount, rest.refundAmount, rest.restoreCouponIds], [30_000, 3000, 600, 3000, 29_400, [7]]);
  assert.equal(first.refundAmount + rest.refundAmount, 46_000);
  assert.equal(first.pointAmount + rest.pointAmount, 1000);
  // Another request is open, so taking what is left is still a claim of some lines (the order keeps its state).
  assert.equal(rest.wholeOrder, false);
  assert.equal(claimAmounts(context([A, B]), 'CANCEL', 'CHANGE_OF_MIND', [{ itemSequence: 0, quantity: 2 }, { itemSequence: 1, quantity: 1 }]).wholeOrder, true);
});

it('a partial return deducts the return fee and the lost free shipping, unless the shop is at fault', () => {
  const mind = claimAmounts(context([A, B]), 'RETURN', 'CHANGE_OF_MIND', [{ itemSequence: 0, quantity: 1 }]);
  assert.deepEqual([mind.itemAmount, mind.couponAmount, mind.pointAmount, mind.shippingAmount, mind.returnFee, mind.refundAmount], [15_000, 1500, 300, -3000, 3000, 7200]);
  assert.deepEqual(mind.restoreCouponIds, []);
  const defect = claimAmounts(context([A, B]), 'RETURN', 'DEFECT', [{ itemSequence: 0, quantity: 1 }]);
  assert.deepEqual([defect.shippingAmount, defect.returnFee, defect.refundAmount], [0, 0, 13_200]);
  // A return of everything keeps the whole-order rule: the payment less the return fee, doubled as the order shipped free.
  const all = claimAmounts(context([A, B]), 'RETURN', 'CHANGE_OF_MIND', undefined);
  assert.deepEqual([all.wholeOrder, all.returnFee, all.refundAmount], [true, 6000, 40_000]);
  const exchange = claimAmounts(context([A, B]), 'EXCHANGE', 'SIZE_COLOR', [{ itemSequence: 1, quantity: 1 }]);
  assert.deepEqual([exchange.refundAmount, exchange.pointAmount, exchange.returnFee], [0, 0, 3000]);
});

it('the return fee: 3,000원 for a change of mind, doubled only when everything goes back and the order shipped free, never above what is left', () => {
  const paidShipping = (lines: ClaimLine[]): ClaimContext => ({
    ...context(lines), order: { ...context(lines).order, totalShippingAmount: 3000, payAmount: 49_000 },
  });
  const shipped = [{ ...A, shippingAmount: 3000 }, B];
  const all = claimAmounts(paidShipping(shipped), 'RETURN', 'CHANGE_OF_MIND', undefined);
  assert.deepEqual([all.returnFee, all.refundAmount], [3000, 46_000]);
  const fault = claimAmounts(paidShipping(shipped), 'RETURN', 'WRONG_ITEM', undefined);
  assert.deepEqual([fault.returnFee, fault.refundAmount], [0, 49_000]);
  assert.equal(claimAmounts(context([A, B]), 'EXCHANGE', 'SIZE_COLOR', undefined).returnFee, 6000);
  assert.equal(claimAmounts(context([A, B]), 'EXCHANGE', 'DEFECT', undefined).returnFee, 0);
  assert.equal(claimAmounts(context([A, B]), 'CANCEL', 'CHANGE_OF_MIND', undefined).returnFee, 0);
  // Earlier claims left 1,000원 of the payment: the fee takes what is left and no more.
  const last = claimAmounts(context([A, B], { refundAmount: 45_000, couponAmount: 0, pointAmount: 0, shippingAmount: 0 }), 'RETURN', 'CHANGE_OF_MIND', [{ itemSequence: 0, quantity: 1 }]);
  assert.deepEqual([last.returnFee, last.refundAmount], [1000, 0]);
});

it('never takes more pieces than a line has left, nor an unknown line', () => {
  const refused = { name: 'ApiError', code: 'CLAIM_NOT_ALLOWED', status: 409 };
  assert.throws(() => claimAmounts(context([A, B]), 'CANCEL', 'CHANGE_OF_MIND', [{ itemSequence: 0, quantity: 3 }]), refused);
  assert.throws(() => claimAmounts(context([{ ...A, claimingQuantity: 1, claimedQuantity: 1 }, B]), 'CANCEL', 'CHANGE_OF_MIND', [{ itemSequence: 0, quantity: 1 }]), refused);
  assert.throws(() => claimAmounts(context([A, B]), 'CANCEL', 'CHANGE_OF_MIND', [{ itemSequence: 9, quantity: 1 }]), refused);
  assert.throws(() => claimAmounts(context([A, B]), 'CANCEL', 'CHANGE_OF_MIND', [{ itemSequence: 1, quantity: 1 }, { itemSequence: 1, quantity: 1 }]), refused);
  assert.throws(() => claimAmounts(context([A, B]), 'CANCEL', 'CHANGE_OF_MIND', [{ itemSequence: 0, quantity: 0 }]), refused);
  // Nothing left to claim at all.
  assert.throws(() => claimAmounts(context([{ ...A, claimedQuantity: 2 }, { ...B, claimingQuantity: 1 }]), 'CANCEL', 'CHANGE_OF_MIND', undefined), refused);
});
