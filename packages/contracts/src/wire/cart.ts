import * as v from 'valibot';
import { YesNoSchema } from './common.ts';

const num = v.number();
const optNum = v.optional(v.number());

/**
 * Price block of one cart or order line (integer KRW). `price` is the list price and `itemSalePrice` the selling
 * price per unit; `saleAmount = (itemSalePrice + optionPrice) × quantity`. The optional fields are always sent by
 * the API; they are optional because the storefront's cart fixtures omit them.
 */
export const ItemPriceSchema = v.object({
  quantity: num, price: num, optionPrice: num, itemSalePrice: num, sumPrice: num, discountAmount: num,
  discountPrice: optNum, couponDiscountAmount: num, saleAmount: num, itemSaleAmount: num, earnPoint: num,
  itemDiscountAmount: optNum, userLevelDiscountAmount: optNum, setDiscountAmount: optNum, spotDiscountAmount: optNum,
  sellerDiscountAmount: optNum, couponDiscountPrice: optNum, baseAmountForShipping: optNum,
});
export type ItemPrice = v.InferOutput<typeof ItemPriceSchema>;

/** An item coupon offered on a line. */
export const ItemCouponSchema = v.object({
  couponUserId: num, couponName: v.string(), discountPrice: num, discountAmount: num, couponConcurrently: v.string(),
  couponPayType: v.string(), couponPay: num, couponPayRestriction: num,
});
export type ItemCoupon = v.InferOutput<typeof ItemCouponSchema>;

const flag = v.union([YesNoSchema, v.boolean()]);

/** One line of the cart or the order sheet (`options` is HTML). */
export const BuyItemSchema = v.object({
  cartId: num, sellerId: num, sellerName: v.string(), itemSequence: num, itemId: num, itemUserCode: v.string(),
  itemName: v.string(), itemImage: v.optional(v.string()), brand: v.string(), options: v.string(), setItemFlag: flag,
  itemSoldOutFlag: v.optional(YesNoSchema), freeGiftItemText: v.optional(v.string()), freeGiftItemList: v.optional(v.array(v.unknown())),
  itemCoupons: v.optional(v.array(ItemCouponSchema)), couponUseFlag: v.optional(YesNoSchema),
  orderQuantity: v.object({ minQuantity: num, maxQuantity: num, soldOutFlag: flag }),
  itemPrice: ItemPriceSchema, taxType: v.optional(v.string()),
});
export type BuyItem = v.InferOutput<typeof BuyItemSchema>;

/** A shipping group inside a seller group. */
export const CartShippingSchema = v.object({
  singleShipping: v.boolean(), buyItem: v.optional(v.nullable(BuyItemSchema)), buyItems: v.optional(v.nullable(v.array(BuyItemSchema))),
  shippingType: v.string(), shippingGroupCode: v.string(), shipping: num, shippingFreeAmount: num, shippingItemCount: num,
  realShipping: num, displayShipping: optNum, shippingPaymentType: v.optional(v.string()), shippingTypeLabel: v.optional(v.string()),
  shippingTypeMessage: v.optional(v.string()), islandType: v.optional(v.picklist(['', 'JEJU', 'ISLAND'])),
  shippingExtraCharge1: optNum, shippingExtraCharge2: optNum,
});
export type CartShipping = v.InferOutput<typeof CartShippingSchema>;

/** Group totals of a seller group. */
export const SellerGroupTotalSchema = v.object({ groupTotalItemSalePrice: num, groupTotalShippingPrice: num, groupTotalPrice: num });
export type SellerGroupTotal = v.InferOutput<typeof SellerGroupTotalSchema>;

/** The cart lines of one seller. */
export const SellerGroupSchema = v.object({
  sellerId: num, sellerName: v.string(), itemQuantity: num, totalPrice: v.array(SellerGroupTotalSchema), shippings: v.array(CartShippingSchema),
});
export type SellerGroup = v.InferOutput<typeof SellerGroupSchema>;

/** Totals of a cart or order (integer KRW); further totals may follow. */
export const OrderPriceSchema = v.objectWithRest(
  { totalItemPrice: num, totalItemSaleAmount: num, totalShippingAmount: num, totalDiscountAmount: num, totalEarnPoint: optNum, orderPayAmount: num },
  v.number(),
);
export type OrderPrice = {
  totalItemPrice: number;
  totalItemSaleAmount: number;
  totalShippingAmount: number;
  totalDiscountAmount: number;
  totalEarnPoint?: number;
  orderPayAmount: number;
  [key: string]: number | undefined;
};

/** `receivers` of the cart answer. */
export const CartReceiversSchema = v.object({ sellerShipping: v.array(SellerGroupSchema), buyItems: v.nullable(v.array(BuyItemSchema)) });
export type CartReceivers = v.InferOutput<typeof CartReceiversSchema>;

/** `GET /api/cart` as sent; `receivers` may be missing. */
export const CartResponseSchema = v.object({
  receivers: v.optional(v.nullable(CartReceiversSchema)),
  orderPrice: v.nullable(OrderPriceSchema),
  displayNaverPayFlag: v.boolean(),
});
export type CartResponse = Omit<v.InferOutput<typeof CartResponseSchema>, 'orderPrice'> & { orderPrice: OrderPrice | null };

/** The cart after `normalizeCart`: receivers always present (empty groups when the server sent none). */
export type Cart = { receivers: CartReceivers; orderPrice: OrderPrice | null; displayNaverPayFlag: boolean };

/** `GET /api/cart/count`. */
export const CartCountSchema = v.object({ totalQuantity: num });
