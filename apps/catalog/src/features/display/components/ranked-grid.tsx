import { ProductCard } from '@shop/ui';
import type { ProductCardItem } from '@shop/ui';
import { SHOWCASE_MESSAGES } from '../../../messages/showcase.ko.ts';
import { cardHeart } from '../../../components/card-heart.tsx';

/** Props of `RankedGrid`. */
export type RankedGridProps = { items: ReadonlyArray<ProductCardItem>; label: string; priorityCount?: number };

/** A product grid numbered 01, 02, … in list order (an ordered list, so the rank is also in the markup). */
export function RankedGrid({ items, label, priorityCount = 4 }: RankedGridProps) {
  const m = SHOWCASE_MESSAGES.display;
  return (
    <ol className="ui-product-grid ui-product-grid--4 catalog-ranked" aria-label={label}>
      {items.map((item, index) => (
        <li key={item.itemUserCode} className="ui-product-grid__item catalog-ranked__item">
          <span className="catalog-ranked__rank" aria-label={m.rankLabel(index + 1)}>
            {m.rank(index + 1)}
          </span>
          <ProductCard item={item} priority={index < priorityCount} action={cardHeart(item)} />
        </li>
      ))}
    </ol>
  );
}
