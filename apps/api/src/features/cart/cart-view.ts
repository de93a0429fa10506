import { MESSAGES } from '../../messages/ko.ts';
import { toBuyItem, type BuyItem, type CartLineData } from './cart-line.ts';
import { calculateShippingFee, type IslandType } from '@shop/validators';

const won = (n: number): string => n.toLocaleString('ko-KR');

function shippingTypeMessage(line: CartLineData): string {
  const { policy } = line;
  switch (policy.shippingType) {
    case '1':
      return MESSAGES.shipping.free;
    case '5':
      return MESSAGES.shipping.perItems(policy.shippingItemCount, won(policy.shipping));
    case '6':
      return MESSAGES.shipping.fixed(won(policy.shipping));
    default:
      return MESSAGES.shipping.freeAbove(won(policy.shippingFreeAmount));
  }
}

const sum = <T>(values: T[], pick: (v: T) => number): number => values.reduce((s, v) => s + pick(v), 0);

/** Groups lines by seller, then by shipping group (type + group code), in first-seen order. */
function groupLines(lines: CartLineData[]): CartLineData[][][] {
  const sellers = new Map<number, Map<string, CartLineData[]>>();
  const ordered = [...lines].sort((a, b) => a.sellerOrdering - b.sellerOrdering || a.sellerId - b.sellerId);
  for (const line of ordered) {
    const groups = sellers.get(line.sellerId) ?? new Map<string, CartLineData[]>();
    sellers.set(line.sellerId, groups);
    const key = `${line.policy.shippingType}|${line.shippingGroupCode}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  return [...sellers.values()].map((groups) => [...groups.values()]);
}

/**
 * The cart answer (reference-behaviour 5.2): seller groups with shipping groups, every line, and
 * order totals. Sold-out lines are shown but count towards no amount, quantity-based fee or total.
 */
export function buildCartView(lines: CartLineData[], islandType: IslandType = '') {
  const buyItems: BuyItem[] = [];
  let shippingIndex = 0;
  const sellerShipping = groupLines(lines).map((groups) => {
    const shippings = groups.map((groupLines) => {
      const first = groupLines[0] as CartLineData;
      const items = groupLines.map((line, i) => toBuyItem(line, buyItems.length + i, shippingIndex));
      buyItems.push(...items);
      const payable = items.filter((it) => it.soldOutFlag === 'N');
      const amount = sum(payable, (it) => it.itemPrice.baseAmountForShipping);
      const realShipping = calculateShippingFee({ ...first.policy, amount, quantity: sum(payable, (it) => it.itemPrice.quantity), islandType });
      const group = {
        shippingIndex,
        singleShipping: items.length === 1,
        buyItem: items.length === 1 ? items[0] : null,
        buyItems: items,
        shippingType: first.policy.shippingType,
        shippingTypeLabel: MESSAGES.shipping.typeLabels[first.policy.shippingType] ?? '',
        shippingTypeMessage: shippingTypeMessage(first),
        shippingGroupCode: first.shippingGroupCode,
        shipping: first.policy.shipping,
        shippingFreeAmount: first.policy.shippingFreeAmount,
        shippingItemCount: first.policy.shippingItemCount,
        shippingExtraCharge1: first.policy.shippingExtraCharge1 ?? 0,
        shippingExtraCharge2: first.policy.shippingExtraCharge2 ?? 0,
        shippingPaymentType: '1',
        islandType,
        deliveryCompanyName: first.deliveryCompanyName,
        itemSaleAmount: amount,
        realShipping,
        displayShipping: realShipping,
      };
      shippingIndex += 1;
      return group;
    });
    const first = groups[0]?.[0] as CartLineData;
    const itemTotal = sum(shippings, (s) => s.itemSaleAmount);
    const shippingTotal = sum(shippings, (s) => s.realShipping);
    return {
      sellerId: first.sellerId,
      sellerName: first.sellerName,
      itemQuantity: sum(groups, (g) => g.length),
      totalPrice: [{ groupTotalItemSalePrice: itemTotal, groupTotalShippingPrice: shippingTotal, groupTotalPrice: itemTotal + shippingTotal }],
      shippings,
    };
  });
  return { receivers: { shippingIndex: 0, islandType, sellerShipping, buyItems }, orderPrice: orderPrice(buyItems, sellerShipping), displayNaverPayFlag: false };
}

function orderPrice(buyItems: BuyItem[], sellers: { shippings: { realShipping: number }[] }[]) {
  const payable = buyItems.filter((it) => it.soldOutFlag === 'N').map((it) => it.itemPrice);
  const totalItemSaleAmount = sum(payable, (p) => p.saleAmount);
  const totalShippingAmount = sum(sellers.flatMap((s) => s.shippings), (s) => s.realShipping);
  const totalDiscountAmount = sum(payable, (p) => p.discountAmount);
  return {
    totalItemPrice: totalItemSaleAmount,
    totalItemAmountBeforeDiscounts: sum(payable, (p) => p.sumPrice),
    totalItemDiscountAmount: sum(payable, (p) => p.itemDiscountAmount),
    totalSetDiscountAmount: 0,
    totalUserLevelDiscountAmount: 0,
    totalItemSaleAmount,
    totalShippingAmount,
    totalItemCouponDiscountAmount: 0,
    totalCartCouponDiscountAmount: 0,
    totalShippingCouponDiscountAmount: 0,
    totalPointDiscountAmount: 0,
    totalDiscountAmount,
    totalEarnPoint: sum(payable, (p) => p.earnPoint * p.quantity),
    taxFreeAmount: 0,
    orderPayAmount: totalItemSaleAmount + totalShippingAmount - totalDiscountAmount,
  };
}

export type CartView = ReturnType<typeof buildCartView>;
