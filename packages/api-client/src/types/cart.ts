import type { YesNo } from './item.ts';

/**
 * Price block of one cart or order line (integer KRW, reference-behaviour §6 itemPrice). `price` is the list price
 * and `itemSalePrice` the selling price per unit; `saleAmount = (itemSalePrice + optionPrice) × quantity`.
 */
export type ItemPrice = {
  quantity: number;
  price: number;
  optionPrice: number;
  itemSalePrice: number;
  sumPrice: number;
  /** Discounts on top of the selling price (coupons, member level). */
  discountAmount: number;
  discountPrice?: number;
  couponDiscountAmount: number;
  saleAmount: number;
  itemSaleAmount: number;
  earnPoint: number;
  // The API always sends the fields below; they are optional because the storefront's cart fixtures omit them.
  /** The list-to-selling difference. */
  itemDiscountAmount?: number;
  userLevelDiscountAmount?: number;
  setDiscountAmount?: number;
  spotDiscountAmount?: number;
  sellerDiscountAmount?: number;
  couponDiscountPrice?: number;
  baseAmountForShipping?: number;
};

/** An item coupon offered on a line. */
export type ItemCoupon = {
  couponUserId: number;
  couponName: string;
  discountPrice: number;
  discountAmount: number;
  couponConcurrently: string;
  couponPayType: string;
  couponPay: number;
  couponPayRestriction: number;
};

/** One line of the cart or the order sheet. */
export type BuyItem = {
  cartId: number;
  sellerId: number;
  sellerName: string;
  itemSequence: number;
  itemId: number;
  itemUserCode: string;
  itemName: string;
  itemImage?: string;
  brand: string;
  /** Option text (HTML). */
  options: string;
  setItemFlag: YesNo | boolean;
  itemSoldOutFlag?: YesNo;
  freeGiftItemText?: string;
  freeGiftItemList?: unknown[];
  itemCoupons?: ItemCoupon[];
  couponUseFlag?: YesNo;
  orderQuantity: { minQuantity: number; maxQuantity: number; soldOutFlag: YesNo | boolean };
  itemPrice: ItemPrice;
  taxType?: string;
};

/** A shipping group inside a seller group. */
export type CartShipping = {
  singleShipping: boolean;
  buyItem?: BuyItem | null;
  buyItems?: BuyItem[] | null;
  shippingType: string;
  shippingGroupCode: string;
  shipping: number;
  shippingFreeAmount: number;
  shippingItemCount: number;
  realShipping: number;
  displayShipping?: number;
  shippingPaymentType?: string;
  shippingTypeLabel?: string;
  /** HTML. */
  shippingTypeMessage?: string;
  islandType?: '' | 'JEJU' | 'ISLAND';
  shippingExtraCharge1?: number;
  shippingExtraCharge2?: number;
};

/** Group totals of a seller group. */
export type SellerGroupTotal = { groupTotalItemSalePrice: number; groupTotalShippingPrice: number; groupTotalPrice: number };

/** The cart lines of one seller. */
export type SellerGroup = {
  sellerId: number;
  sellerName: string;
  itemQuantity: number;
  totalPrice: SellerGroupTotal[];
  shippings: CartShipping[];
};

/** Totals of a cart or order (integer KRW). */
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
export type CartReceivers = { sellerShipping: SellerGroup[]; buyItems: BuyItem[] | null };

/** `GET /api/cart` as sent; `receivers` may be missing. */
export type CartResponse = {
  receivers?: CartReceivers | null;
  orderPrice: OrderPrice | null;
  displayNaverPayFlag: boolean;
};

/** The cart after `getCart`: receivers always present (empty groups when the server sent none). */
export type Cart = { receivers: CartReceivers; orderPrice: OrderPrice | null; displayNaverPayFlag: boolean };

/** `POST /api/cart/add`: encoded lines (`encodeCartItem`) or set items. */
export type AddToCartInput =
  | { arrayRequiredItems: string[] }
  | { itemSets: { itemId: number; quantity: number; arrayItemSets: string[] }[] };

/** `{ status, message }` answers of cart mutations. */
export type StatusResponse = { status: number; message?: string };
