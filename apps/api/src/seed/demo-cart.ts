import type { CartTable } from '../db/schema.ts';
import type { CatalogueItem } from './build-item.ts';
import { combinationKey } from '../features/cart/option-part.ts';

type CartSeed = Omit<CartTable, 'id' | 'ownerKey' | 'createdAt' | 'updatedAt'>;

function plain(items: CatalogueItem[], test: (it: CatalogueItem) => boolean): CatalogueItem[] {
  return items.filter((it) => it.row.itemType === '1' && it.options.length === 0 && it.row.stockQuantity >= 5 && test(it));
}

/**
 * The demo cart of demo01: two lines sharing the head office's seller-conditional group, a per-N
 * food item, a fixed-fee partner item and one option line, so 3+ sellers and several groups show.
 */
export function demoCartLines(items: CatalogueItem[]): CartSeed[] {
  const lines: CartSeed[] = [];
  const line = (it: CatalogueItem | undefined, quantity: number, optionId: number | null = null): void => {
    if (!it) return;
    lines.push({ itemId: it.row.id, itemOptionId: optionId, optionKey: optionId ? combinationKey(optionId) : '', optionText: '[]', quantity });
  };
  const headOfficeGroup = plain(items, (it) => it.row.sellerId === 1 && it.row.shippingType === '2');
  line(headOfficeGroup[0], 1);
  line(headOfficeGroup[1], 2);
  line(plain(items, (it) => it.row.shippingType === '5')[0], 3);
  line(plain(items, (it) => it.row.sellerId === 2 && it.row.shippingType === '6')[0], 1);
  const withOption = items.find((it) => it.row.sellerId === 4 && it.row.itemOptionType === 'S' && it.options.some((o) => o.stockQuantity > 0));
  const option = withOption?.options.find((o) => o.stockQuantity > 0);
  if (withOption && option) line(withOption, 1, option.id);
  return lines;
}
