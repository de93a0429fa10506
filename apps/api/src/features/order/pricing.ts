import type { AppliedBenefit } from '@shop/contracts';
import {
  calculateCartCouponDiscount, calculateItemCouponDiscount, calculatePaymentAmount, clampPointUse, findBestBenefit, getMaxUsablePoints,
  type BenefitLine, type IslandType, type PointLimitInput,
} from '@shop/validators';
import { apiError } from '../../http/error-table.ts';
import { ORDER_MESSAGES } from '../../messages/order.ko.ts';
import type { CartLineData } from '../cart/cart-line.ts';
import { buildCartView } from '../cart/cart-view.ts';
import type { BenefitContext, MemberCoupon } from './benefit-context.ts';
import { ORDER_RULES } from './order-rules.ts';

/** The coupons and points a shopper picked. */
export type BenefitChoice = { itemCoupons: { itemSequence: number; couponUserId: number }[]; cartCouponUserId: number | null; usePoint: number };

/** No coupons, no points. */
export const NO_BENEFIT: BenefitChoice = { itemCoupons: [], cartCouponUserId: null, usePoint: 0 };

type Offer = { coupon: MemberCoupon; discount: number };
const E = ORDER_MESSAGES.errors;

function lineOffers(line: ReturnType<typeof buildCartView>['receivers']['buyItems'][number], context: BenefitContext): Offer[] {
  if (line.soldOutFlag === 'Y' || line.couponUseFlag !== 'Y' || context.couponBlockedItems.has(line.itemId)) return [];
  const unitPrice = line.itemPrice.itemSalePrice + line.itemPrice.optionPrice;
  return context.coupons
    .filter((c) => c.couponType === 'ITEM' && (c.targetItemType !== '2' || c.itemIds.has(line.itemId)))
    .map((coupon) => ({ coupon, discount: calculateItemCouponDiscount(coupon.rule, { unitPrice, quantity: line.itemPrice.quantity }) }))
    .filter((o) => o.discount > 0);
}

function pointLimits(context: BenefitContext): Omit<PointLimitInput, 'payAmount'> {
  const { minimumPaymentAmount, pointUseMin, pointUseMax, pointUseRatio } = ORDER_RULES;
  return { heldPoints: context.heldPoints, minimumPaymentAmount, pointUseMin, pointUseMax, pointUseRatio };
}

/**
 * Prices an order sheet on the server: lines grouped per seller and shipping group with the fee of each group
 * (Jeju/island surcharge by `islandType`), the item coupons each line may take, the shopper's choice checked and
 * applied, and 최대 혜택 worked out. `strict` (placement) refuses points the rules would not allow as sent; otherwise
 * they are brought within the rules.
 */
export function priceOrder(lines: CartLineData[], islandType: IslandType, context: BenefitContext, choice: BenefitChoice, strict: boolean) {
  const hasBenefit = choice.itemCoupons.length > 0 || choice.cartCouponUserId !== null || choice.usePoint > 0;
  if (!context.isMember && hasBenefit) throw apiError('GUEST_BENEFIT_NOT_ALLOWED');
  const view = buildCartView(lines, islandType);
  const { buyItems } = view.receivers;
  const offers = buyItems.map((line) => lineOffers(line, context));

  const used = new Set<number>();
  const lineCoupons = new Map<number, { couponUserId: number; discount: number }>();
  for (const pick of choice.itemCoupons) {
    const offer = offers[pick.itemSequence]?.find((o) => o.coupon.couponUserId === pick.couponUserId);
    if (!offer) throw apiError('COUPON_NOT_USABLE');
    if (used.has(pick.couponUserId) || lineCoupons.has(pick.itemSequence)) throw apiError('COUPON_DUPLICATED');
    used.add(pick.couponUserId);
    lineCoupons.set(pick.itemSequence, { couponUserId: pick.couponUserId, discount: offer.discount });
  }
  const itemAmount = view.orderPrice.totalItemSaleAmount;
  const itemCouponTotal = [...lineCoupons.values()].reduce((s, c) => s + c.discount, 0);
  const cartCoupons = context.coupons.filter((c) => c.couponType === 'CART');
  const cartDiscount = (coupon: MemberCoupon, itemDiscount: number) =>
    calculateCartCouponDiscount(coupon.rule, { itemAmount, amountAfterItemCoupons: itemAmount - itemDiscount });
  let cartCoupon: { couponUserId: number; discount: number; coupon: MemberCoupon } | null = null;
  if (choice.cartCouponUserId !== null) {
    const coupon = cartCoupons.find((c) => c.couponUserId === choice.cartCouponUserId);
    const discount = coupon ? cartDiscount(coupon, itemCouponTotal) : 0;
    if (!coupon || discount <= 0) throw apiError('COUPON_NOT_USABLE');
    cartCoupon = { couponUserId: coupon.couponUserId, discount, coupon };
  }
  const shipping = view.orderPrice.totalShippingAmount;
  const couponTotal = itemCouponTotal + (cartCoupon?.discount ?? 0);
  const beforePoints = calculatePaymentAmount({ saleAmount: itemAmount, discountAmount: 0, shippingAmount: shipping, couponDiscountAmount: Math.min(couponTotal, itemAmount) });
  const limits = { ...pointLimits(context), payAmount: beforePoints };
  const maxUsablePoint = getMaxUsablePoints(limits);
  const usePoint = clampPointUse(choice.usePoint, limits);
  if (strict && choice.usePoint > context.heldPoints) throw apiError('POINT_SHORTAGE');
  if (strict && usePoint !== choice.usePoint) throw apiError('POINT_NOT_USABLE', E.pointMax(maxUsablePoint));
  const payAmount = beforePoints - usePoint;

  const best = findBestBenefit({
    lines: offers.map((o, lineKey): BenefitLine => ({ lineKey, offers: o.map((x) => ({ couponId: x.coupon.couponUserId, discount: x.discount })) })),
    cartCouponIds: cartCoupons.map((c) => c.couponUserId),
    cartCouponDiscount: (id, itemDiscount) => cartDiscount(cartCoupons.find((c) => c.couponUserId === id) as MemberCoupon, itemDiscount),
    payAmount: itemAmount + shipping,
    points: pointLimits(context),
  });
  const couponName = (id: number) => context.coupons.find((c) => c.couponUserId === id)?.couponName ?? '';
  const explanation = [
    ...best.itemCoupons.map((c) => ({ type: 'ITEM_COUPON' as const, label: ORDER_MESSAGES.benefit.itemCoupon(couponName(c.couponId), buyItems[c.lineKey]?.itemName ?? ''), amount: c.discount })),
    ...(best.cartCoupon ? [{ type: 'CART_COUPON' as const, label: ORDER_MESSAGES.benefit.cartCoupon(couponName(best.cartCoupon.couponId)), amount: best.cartCoupon.discount }] : []),
    ...(best.points > 0 ? [{ type: 'POINT' as const, label: ORDER_MESSAGES.benefit.points(context.heldPoints), amount: best.points }] : []),
  ];

  const items = buyItems.map((line, i) => {
    const applied = lineCoupons.get(i);
    return {
      ...line,
      itemImage: line.itemImage ?? undefined,
      couponUseFlag: line.couponUseFlag === 'Y' ? ('Y' as const) : ('N' as const),
      itemCoupons: (offers[i] ?? []).map(({ coupon, discount }) => ({
        couponUserId: coupon.couponUserId, couponName: coupon.couponName, discountPrice: discount, discountAmount: discount,
        couponConcurrently: coupon.rule.concurrently, couponPayType: coupon.rule.payType, couponPay: coupon.rule.pay, couponPayRestriction: coupon.rule.payRestriction,
      })),
      itemPrice: { ...line.itemPrice, couponDiscountAmount: applied?.discount ?? 0, couponDiscountPrice: applied?.discount ?? 0 },
    };
  });
  const bySequence = new Map(items.map((it) => [it.itemSequence, it]));
  const sellerShipping = view.receivers.sellerShipping.map((seller) => ({
    ...seller,
    shippings: seller.shippings.map((s) => {
      const groupItems = s.buyItems.flatMap((b) => bySequence.get(b.itemSequence) ?? []);
      return { ...s, buyItems: groupItems, buyItem: s.buyItem ? (groupItems[0] ?? null) : null };
    }),
  }));
  const applied: AppliedBenefit = {
    itemCoupons: [...lineCoupons.entries()].map(([itemSequence, c]) => ({ itemSequence, couponUserId: c.couponUserId, discountAmount: c.discount })),
    cartCouponUserId: cartCoupon?.couponUserId ?? null,
    cartCouponDiscountAmount: cartCoupon?.discount ?? 0,
    usePoint,
  };
  return {
    lines, islandType, payAmount, usePoint, lineCoupons, cartCoupon, maxUsablePoint, applied,
    receivers: { sellerShipping, buyItems: items },
    orderPrice: {
      ...view.orderPrice,
      totalItemCouponDiscountAmount: itemCouponTotal,
      totalCartCouponDiscountAmount: cartCoupon?.discount ?? 0,
      totalPointDiscountAmount: usePoint,
      totalDiscountAmount: view.orderPrice.totalDiscountAmount + couponTotal + usePoint,
      orderPayAmount: payAmount,
    },
    cartCoupons: cartCoupons.map((c) => ({
      couponUserId: c.couponUserId, couponName: c.couponName, couponPayType: c.rule.payType, couponPay: c.rule.pay,
      couponPayRestriction: c.rule.payRestriction, couponMaxDiscount: c.rule.maxDiscount, discountAmount: cartDiscount(c, itemCouponTotal),
    })),
    best: {
      itemCoupons: best.itemCoupons.map((c) => ({ itemSequence: c.lineKey, couponUserId: c.couponId, discountAmount: c.discount })),
      cartCouponUserId: best.cartCoupon?.couponId ?? null,
      cartCouponDiscountAmount: best.cartCoupon?.discount ?? 0,
      usePoint: best.points,
      totalDiscount: best.totalDiscount,
      explanation,
    },
  };
}

/** An order sheet priced by `priceOrder`. */
export type PricedOrder = ReturnType<typeof priceOrder>;
