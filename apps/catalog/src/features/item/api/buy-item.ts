import type { ItemDetail, ItemOption } from '@shop/api-client';

/** A set member as the buy box shows it. */
export type BuySetPart = { itemId: number; itemUserCode: string; itemName: string; itemImage: string; quantity: number; presentPrice: number; soldOut: boolean };

/** What the buy box needs to know about the item. */
export type BuyItem = {
  itemId: number;
  itemName: string;
  presentPrice: number;
  soldOut: boolean;
  /** `'1'`: guests may buy. */
  nonmemberOrderType: string;
  orderMinQuantity: number;
  orderMaxQuantity: number;
  stockQuantity: number;
  /** '' (none), 'S', 'S2', 'S3' or 'T'. */
  optionType: string;
  optionTitles: string[];
  options: ItemOption[];
  isSet: boolean;
  sets: BuySetPart[];
};

/** The buy box part of an item detail (options trimmed to the fields the selector reads). */
export function toBuyItem(item: ItemDetail): BuyItem {
  const optionType = item.itemOptionType || '';
  const titles = [item.itemOptionTitle1, item.itemOptionTitle2, item.itemOptionTitle3].filter((title): title is string => Boolean(title));
  return {
    itemId: item.itemId,
    itemName: item.itemName,
    presentPrice: item.presentPrice,
    soldOut: item.itemSoldOutFlag === 'Y',
    nonmemberOrderType: item.nonmemberOrderType,
    orderMinQuantity: item.orderMinQuantity,
    orderMaxQuantity: item.orderMaxQuantity,
    stockQuantity: item.stockQuantity ?? 0,
    optionType,
    optionTitles: titles,
    options: (item.itemOptions ?? []).map((o) => ({
      itemOptionId: o.itemOptionId,
      optionType: o.optionType,
      optionName1: o.optionName1,
      optionName2: o.optionName2 ?? null,
      optionName3: o.optionName3 ?? null,
      optionPrice: o.optionPrice,
      optionStockQuantity: o.optionStockQuantity ?? 0,
      optionSoldOutFlag: o.optionSoldOutFlag ?? 'N',
      isSoldOut: o.isSoldOut ?? o.optionSoldOutFlag === 'Y',
    })),
    isSet: item.itemType === '3' || item.setItemFlag === 'Y',
    sets: (item.itemSets ?? []).map((part) => ({
      itemId: part.itemId,
      itemUserCode: part.itemUserCode,
      itemName: part.itemName,
      itemImage: part.itemImage ?? '',
      quantity: part.quantity,
      presentPrice: part.presentPrice,
      soldOut: part.itemSoldOutFlag === 'Y',
    })),
  };
}
