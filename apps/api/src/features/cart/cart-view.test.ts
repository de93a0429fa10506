import assert from 'node:assert/strict';
import type { CartLineData } from './cart-line.ts';
import { buildCartView } from './cart-view.ts';

let nextId = 1;
function line(over: Partial<CartLineData> & Pick<CartLineData, 'sellerId' | 'shippingGroupCode'>): CartLineData {
  const id = nextId++;
  return {
    cartId: id, quantity: 1, itemId: 1000 + id, itemUserCode: `P${1000 + id}`, itemName: `item ${id}`, brand: 'b', itemImage: null,
    itemType: '1', sellerName: `seller ${over.sellerId}`, sellerOrdering: over.sellerId, deliveryCompanyName: 'd', itemPrice: 12000,
    presentPrice: 10000, optionPrice: 0, itemOptionId: null, options: '', soldOut: false, orderMinQuantity: 1, orderMaxQuantity: 99,
    stockQuantity: 50, nonmemberOrderType: '1', couponUseFlag: 'Y', itemSets: [],
    policy: { shippingType: '2', shipping: 3000, shippingFreeAmount: 30000, shippingItemCount: 0, shippingExtraCharge1: 3000, shippingExtraCharge2: 5000 },
    ...over,
  };
}

describe('buildCartView', () => {
  const perN = { shippingType: '5', shipping: 4000, shippingFreeAmount: 0, shippingItemCount: 5 };
  const lines = [
    line({ sellerId: 2, shippingGroupCode: 'I9', quantity: 6, policy: perN }),
    line({ sellerId: 1, shippingGroupCode: 'S1', quantity: 1 }),
    line({ sellerId: 1, shippingGroupCode: 'S1', quantity: 2, optionPrice: 1000 }),
    line({ sellerId: 1, shippingGroupCode: 'I4', policy: { shippingType: '6', shipping: 2500, shippingFreeAmount: 0, shippingItemCount: 0 } }),
    line({ sellerId: 1, shippingGroupCode: 'S1', quantity: 5, soldOut: true }),
  ];
  const view = buildCartView(lines);
  const [headOffice, partner] = view.receivers.sellerShipping;

  it('groups by seller, then by shipping group', () => {
    assert.deepEqual(view.receivers.sellerShipping.map((s) => s.sellerId), [1, 2]);
    assert.equal(headOffice?.itemQuantity, 4);
    assert.deepEqual(headOffice?.shippings.map((s) => [s.shippingGroupCode, s.buyItems.length, s.singleShipping]), [
      ['S1', 3, false],
      ['I4', 1, true],
    ]);
    assert.equal(headOffice?.shippings[1]?.buyItem?.cartId, lines[3]?.cartId);
    assert.equal(view.receivers.buyItems.length, 5);
    assert.deepEqual(view.receivers.buyItems.map((b) => b.shippingIndex), [0, 0, 0, 1, 2]);
  });

  it('charges each group by its rule, leaving sold-out lines out', () => {
    // S1: 10000 + 2 x 11000 = 32000 >= 30000 -> free (the sold-out line would not count anyway)
    assert.equal(headOffice?.shippings[0]?.itemSaleAmount, 32000);
    assert.equal(headOffice?.shippings[0]?.realShipping, 0);
    assert.equal(headOffice?.shippings[1]?.realShipping, 2500);
    assert.equal(partner?.shippings[0]?.realShipping, 8000); // 6 units, 5 per box
    assert.deepEqual(headOffice?.totalPrice, [{ groupTotalItemSalePrice: 42000, groupTotalShippingPrice: 2500, groupTotalPrice: 44500 }]);
  });

  it('charges the conditional fee below the free amount', () => {
    const small = buildCartView([line({ sellerId: 1, shippingGroupCode: 'S1', quantity: 2 })]);
    assert.equal(small.receivers.sellerShipping[0]?.shippings[0]?.realShipping, 3000);
    assert.equal(small.orderPrice.orderPayAmount, 23000);
    assert.equal(buildCartView([line({ sellerId: 1, shippingGroupCode: 'S1' })], 'JEJU').orderPrice.totalShippingAmount, 6000);
  });

  it('adds up the order totals', () => {
    const p = view.orderPrice;
    assert.equal(p.totalItemSaleAmount, 32000 + 10000 + 60000);
    assert.equal(p.totalItemAmountBeforeDiscounts, 12000 + 2 * 13000 + 12000 + 6 * 12000);
    assert.equal(p.totalItemDiscountAmount, p.totalItemAmountBeforeDiscounts - p.totalItemSaleAmount);
    assert.equal(p.totalShippingAmount, 2500 + 8000);
    assert.equal(p.orderPayAmount, p.totalItemSaleAmount + p.totalShippingAmount);
    assert.equal(view.displayNaverPayFlag, false);
  });

  it('answers an empty cart with empty groups and zero totals', () => {
    const empty = buildCartView([]);
    assert.deepEqual(empty.receivers.sellerShipping, []);
    assert.equal(empty.orderPrice.orderPayAmount, 0);
  });
});
