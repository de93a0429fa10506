import type { BuyItem, CartResponse, CartShipping, SellerGroup } from '@shop/api-client';

type LineSpec = { cartId: number; sellerId: number; name: string; sale: number; list?: number; option?: number; quantity: number; soldOut?: boolean; options?: string; max?: number };

/** A cart line shaped like the API's buyItem. */
export function buyItem(spec: LineSpec): BuyItem {
  const option = spec.option ?? 0;
  return {
    cartId: spec.cartId,
    sellerId: spec.sellerId,
    sellerName: '',
    itemSequence: spec.cartId,
    itemId: 1000 + spec.cartId,
    itemUserCode: `P${1000 + spec.cartId}`,
    itemName: spec.name,
    itemImage: `/upload/items/${1000 + spec.cartId}-1.png`,
    brand: '세일즈온',
    options: spec.options ?? '',
    setItemFlag: 'N',
    soldOutFlag: spec.soldOut ? 'Y' : 'N',
    orderQuantity: { minQuantity: 1, maxQuantity: spec.max ?? 0, soldOutFlag: spec.soldOut ? 'Y' : 'N' },
    itemPrice: {
      quantity: spec.quantity,
      price: spec.list ?? spec.sale,
      optionPrice: option,
      itemSalePrice: spec.sale,
      sumPrice: ((spec.list ?? spec.sale) + option) * spec.quantity,
      discountAmount: 0,
      couponDiscountAmount: 0,
      saleAmount: (spec.sale + option) * spec.quantity,
      itemSaleAmount: spec.sale * spec.quantity,
      earnPoint: Math.floor((spec.sale + option) / 100),
    },
  } as BuyItem;
}

function shipping(type: string, fee: number, freeAmount: number, perItems: number, label: string, items: BuyItem[]): CartShipping {
  return {
    singleShipping: items.length === 1,
    buyItem: items.length === 1 ? items[0] : null,
    buyItems: items,
    shippingType: type,
    shippingGroupCode: `G${type}`,
    shipping: fee,
    shippingFreeAmount: freeAmount,
    shippingItemCount: perItems,
    realShipping: 0,
    shippingTypeLabel: label,
    shippingTypeMessage: '',
    deliveryCompanyName: 'CJ대한통운',
  } as CartShipping;
}

function seller(sellerId: number, sellerName: string, shippings: CartShipping[]): SellerGroup {
  return { sellerId, sellerName, itemQuantity: shippings.reduce((n, s) => n + (s.buyItems?.length ?? 0), 0), totalPrice: [], shippings };
}

/**
 * Three sellers: 본사 (type 2, 3,000원, free from 30,000원: 12,000 + 2 x 9,000), 푸른들농산 (type 5, 3,000원 per
 * 2 pieces: 3 x 5,000), 한빛리빙 (a sold-out fixed-fee line and a free-shipping line with an option).
 * All checked: items 144,000, shipping 6,000, final 150,000.
 */
export function demoCart(): CartResponse {
  const a = buyItem({ cartId: 1, sellerId: 1, name: '코튼 반팔 티셔츠', sale: 12000, list: 15000, quantity: 1 });
  const b = buyItem({ cartId: 2, sellerId: 1, name: '린넨 셔츠', sale: 9000, quantity: 2, max: 5 });
  const c = buyItem({ cartId: 3, sellerId: 3, name: '제주 감귤 3kg', sale: 5000, quantity: 3 });
  const d = buyItem({ cartId: 4, sellerId: 2, name: '원목 책상', sale: 49000, quantity: 1, soldOut: true });
  const e = buyItem({ cartId: 5, sellerId: 2, name: '패브릭 소파', sale: 89000, option: 10000, quantity: 1, options: '색상: 그레이 &amp; 화이트' });
  return {
    receivers: {
      sellerShipping: [
        seller(1, '본사', [shipping('2', 3000, 30000, 0, '판매자 조건부 무료배송', [a, b])]),
        seller(3, '푸른들농산(주)', [shipping('5', 3000, 0, 2, '수량별 배송비', [c])]),
        seller(2, '(주)한빛리빙', [shipping('6', 15000, 0, 0, '고정 배송비', [d]), shipping('1', 0, 0, 0, '무료배송', [e])]),
      ],
      buyItems: [a, b, c, d, e],
    },
    orderPrice: null,
    displayNaverPayFlag: false,
  };
}
