import { getMaxUsablePoints, type PointLimitInput } from './points.ts';

/** A coupon offered on a line, with the discount it would give there. */
export type CouponOffer = { couponId: number; discount: number };
/** A line of the order and the item coupons it may take. */
export type BenefitLine = { lineKey: number; offers: readonly CouponOffer[] };
/** The chosen item coupon of a line. */
export type ItemCouponChoice = { lineKey: number; couponId: number; discount: number };

/** At most this many different item coupons are weighed exactly (the best by their best discount). */
export const MAX_EXACT_COUPONS = 12;

type State = { total: number; choices: ItemCouponChoice[] };

/**
 * The item coupons that together discount the most, each coupon on one line at most and one coupon per line
 * (an exact search over lines and the set of coupons used).
 * @param lines The lines with their offers.
 * @returns The choices (by line order) and their total.
 * @example findBestItemCoupons([{ lineKey: 0, offers: [{ couponId: 1, discount: 3000 }] }]) // { total: 3000, choices: [{ lineKey: 0, couponId: 1, discount: 3000 }] }
 */
export function findBestItemCoupons(lines: readonly BenefitLine[]): State {
  const best = new Map<number, number>();
  for (const offer of lines.flatMap((l) => l.offers)) best.set(offer.couponId, Math.max(best.get(offer.couponId) ?? 0, offer.discount));
  const ids = [...best.entries()].filter(([, d]) => d > 0).sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, MAX_EXACT_COUPONS).map(([id]) => id);
  const bit = new Map(ids.map((id, i) => [id, 1 << i]));
  let states = new Map<number, State>([[0, { total: 0, choices: [] }]]);
  for (const line of lines) {
    const next = new Map<number, State>();
    const keep = (mask: number, state: State): void => {
      const known = next.get(mask);
      if (!known || state.total > known.total) next.set(mask, state);
    };
    for (const [mask, state] of states) {
      keep(mask, state);
      for (const offer of line.offers) {
        const b = bit.get(offer.couponId);
        if (b === undefined || mask & b || offer.discount <= 0) continue;
        keep(mask | b, { total: state.total + offer.discount, choices: [...state.choices, { lineKey: line.lineKey, couponId: offer.couponId, discount: offer.discount }] });
      }
    }
    states = next;
  }
  return [...states.values()].reduce((a, b) => (b.total > a.total ? b : a), { total: 0, choices: [] });
}

/** A cart coupon with its discount given the chosen item coupons. */
export type CartCouponOffer = { couponId: number; discount: number };

/** What 최대 혜택 chose: item coupons, one cart coupon, and points. */
export type BestBenefit = { itemCoupons: ItemCouponChoice[]; cartCoupon: CartCouponOffer | null; points: number; totalDiscount: number };

/**
 * 최대 혜택: the best item coupons, then the best cart coupon on what is left, then as many points as the point
 * rules allow on the rest. More item discount never loses: a cart coupon takes at most the part it discounts.
 * @param input Lines with offers, a function giving each cart coupon's discount after a given item discount, the
 * pay amount before any benefit, and the point limits without the pay amount.
 * @returns The combination and its total discount.
 */
export function findBestBenefit(input: {
  lines: readonly BenefitLine[];
  cartCouponIds: readonly number[];
  cartCouponDiscount: (couponId: number, itemCouponTotal: number) => number;
  payAmount: number;
  points: Omit<PointLimitInput, 'payAmount'>;
}): BestBenefit {
  const item = findBestItemCoupons(input.lines);
  let cartCoupon: CartCouponOffer | null = null;
  for (const couponId of input.cartCouponIds) {
    const discount = input.cartCouponDiscount(couponId, item.total);
    if (discount > 0 && (!cartCoupon || discount > cartCoupon.discount)) cartCoupon = { couponId, discount };
  }
  const afterCoupons = Math.max(0, input.payAmount - item.total - (cartCoupon?.discount ?? 0));
  const points = getMaxUsablePoints({ ...input.points, payAmount: afterCoupons });
  return { itemCoupons: item.choices, cartCoupon, points, totalDiscount: item.total + (cartCoupon?.discount ?? 0) + points };
}
