import type { ProductCardItem } from '@shop/ui';
import { ProductGrid } from '@shop/ui';
import { CATALOG_ITEM_MESSAGES } from '../../../messages/item.ko.ts';
import { cardHeart } from '../../../components/card-heart.tsx';

/** Props of `RelatedItems`. */
export type RelatedItemsProps = { items: ReadonlyArray<ProductCardItem> };

/** "다른 고객들이 많이 본 상품" (nothing when there are none). */
export function RelatedItems({ items }: RelatedItemsProps) {
  if (items.length === 0) return null;
  const title = CATALOG_ITEM_MESSAGES.related.title;
  return (
    <section className="catalog-related" aria-labelledby="catalog-related-title">
      <h2 id="catalog-related-title" className="catalog-section-title">
        {title}
      </h2>
      <ProductGrid items={items} columns={4} label={title} renderAction={cardHeart} />
    </section>
  );
}
