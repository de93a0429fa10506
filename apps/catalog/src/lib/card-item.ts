import type { ItemCard } from '@shop/api-client';
import type { ProductCardItem } from '@shop/ui';

/**
 * The fields of an API item card that product cards show (loader data is embedded in the HTML, so lists carry
 * only these).
 */
export function toCardItem(item: ItemCard): ProductCardItem {
  return {
    itemId: item.itemId,
    itemUserCode: item.itemUserCode,
    itemName: item.itemName,
    itemImage: item.itemImage ?? '',
    brand: item.brand,
    presentPrice: item.presentPrice,
    salePrice: item.salePrice,
    discountRate: item.discountRate,
    labels: item.labels,
    itemSoldOutFlag: item.itemSoldOutFlag,
  };
}
