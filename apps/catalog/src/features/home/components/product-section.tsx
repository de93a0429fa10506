import { useId } from 'react';
import { Link } from '@shop/router';
import { ProductGrid } from '@shop/ui';
import type { ProductCardItem } from '@shop/ui';
import { CATALOG_MESSAGES } from '../../../messages/ko.ts';

/** Props of `ProductSection`. */
export type ProductSectionProps = {
  title: string;
  description?: string;
  items: ReadonlyArray<ProductCardItem>;
  /** "전체보기" target. */
  moreHref?: string;
  priorityCount?: number;
};

/** A titled home section with a product grid; renders nothing without items. */
export function ProductSection({ title, description, items, moreHref, priorityCount = 0 }: ProductSectionProps) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section className="ui-section catalog-product-section" aria-labelledby={headingId}>
      <div className="ui-section__head">
        <div>
          <h2 id={headingId} className="ui-section__title">
            {title}
          </h2>
          {description ? <p className="catalog-product-section__description">{description}</p> : null}
        </div>
        {moreHref ? (
          <Link to={moreHref} className="ui-section__more">
            {CATALOG_MESSAGES.home.viewAll}
          </Link>
        ) : null}
      </div>
      <ProductGrid items={items} priorityCount={priorityCount} />
    </section>
  );
}
