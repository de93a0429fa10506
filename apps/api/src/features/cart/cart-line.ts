import type { ItemPrice } from '@shop/contracts';
import { EARN_POINT_RATE } from '../../lib/commerce.ts';
import type { ShippingGroupInput } from '@shop/validators';

/** A group's shipping rule as stored with its item (the shared rule adds the amount and quantity). */
export type ShippingPolicy = Omit<ShippingGroupInput, 'amount' | 'quantity' | 'islandType'> & { shippingType: string };

/** Everything known about one cart line, as loaded from the database. */
export type CartLineData = {
  cartId: number;
  quantity: number;
  itemId: number;
  itemUserCode: string;
  itemName: string;
  brand: string;
  itemImage: string | null;
  itemType: string;
  sellerId: number;
  sellerName: string;
  sellerOrdering: number;
  deliveryCompanyName: string;
  itemPrice: number;
  presentPrice: number;
  optionPrice: number;
  itemOptionId: number | null;
  options: string;
  soldOut: boolean;
  orderMinQuantity: number;
  orderMaxQuantity: number;
  stockQuantity: number;
  nonmemberOrderType: string;
  couponUseFlag: string;
  policy: ShippingPolicy;
  shippingGroupCode: string;
  itemSets: { itemId: number; itemName: string; quantity: number }[];
};

/** The line money the API sends: the client's ItemPrice with every field present (no `discountPrice`). */
export type LinePrice = Required<Omit<ItemPrice, 'discountPrice'>>;

/**
 * Prices of a line. `price` is the list price and `itemSalePrice` the selling price per unit;
 * the list-to-selling difference is `itemDiscountAmount`. `discountAmount` holds discounts on top
 * of the selling price (coupons, member level), none of which the cart applies, so it is 0.
 */
export function linePrice(line: Pick<CartLineData, 'quantity' | 'itemPrice' | 'presentPrice' | 'optionPrice'>): LinePrice {
  const { quantity, optionPrice } = line;
  const saleAmount = (line.presentPrice + optionPrice) * quantity;
  return {
    quantity,
    price: line.itemPrice,
    optionPrice,
    itemSalePrice: line.presentPrice,
    sumPrice: (line.itemPrice + optionPrice) * quantity,
    discountAmount: 0,
    itemDiscountAmount: (line.itemPrice - line.presentPrice) * quantity,
    userLevelDiscountAmount: 0,
    setDiscountAmount: 0,
    spotDiscountAmount: 0,
    sellerDiscountAmount: 0,
    couponDiscountPrice: 0,
    couponDiscountAmount: 0,
    saleAmount,
    itemSaleAmount: line.presentPrice * quantity,
    earnPoint: Math.floor(((line.presentPrice + optionPrice) * EARN_POINT_RATE) / 100),
    baseAmountForShipping: saleAmount,
  };
}

/** A cart line on the wire (buyItem). */
export function toBuyItem(line: CartLineData, itemSequence: number, shippingIndex: number) {
  const soldOutFlag: 'Y' | 'N' = line.soldOut ? 'Y' : 'N';
  return {
    cartId: line.cartId,
    sellerId: line.sellerId,
    sellerName: line.sellerName,
    itemSequence,
    shippingIndex,
    itemId: line.itemId,
    itemUserCode: line.itemUserCode,
    itemName: line.itemName,
    brand: line.brand,
    itemImage: line.itemImage,
    itemType: line.itemType,
    setItemFlag: line.itemType === '3' ? ('Y' as const) : ('N' as const),
    itemSets: line.itemSets,
    itemOptionId: line.itemOptionId,
    options: line.options,
    soldOutFlag,
    nonmemberOrderType: line.nonmemberOrderType,
    couponUseFlag: line.couponUseFlag,
    orderQuantity: { minQuantity: line.orderMinQuantity, maxQuantity: line.orderMaxQuantity, soldOutFlag, stockQuantity: line.stockQuantity },
    itemPrice: linePrice(line),
  };
}

export type BuyItem = ReturnType<typeof toBuyItem>;
