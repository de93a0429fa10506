import type { ReactNode } from 'react';
import { cx } from '../lib/class-names.ts';
import { ProductCard } from './product-card.tsx';
import type { ProductCardItem } from './product-card.tsx';

/** Props of `ProductGrid`. */
export type ProductGridProps = {
  items: ReadonlyArray<ProductCardItem>;
  /** How many leading cards load their image with high priority (above the fold). */
  priorityCount?: number;
  /** Columns on PC (2 on mobile, 3 on tablets). */
  columns?: 4 | 5;
  /** Accessible name of the list. */
  label?: string;
  /** The `action` of each card (such as its wishlist heart). */
  renderAction?: (item: ProductCardItem) => ReactNode;
  className?: string;
};

/** A responsive grid of product cards (2 columns on mobile, 3 on tablets, 4 or 5 on PC). */
export function ProductGrid({ items, priorityCount = 0, columns = 4, label, renderAction, className }: ProductGridProps) {
  return (
    <ul className={cx('ui-product-grid', `ui-product-grid--${columns}`, className)} aria-label={label}>
      {items.map((item, index) => (
        <li key={item.itemUserCode} className="ui-product-grid__item">
          <ProductCard item={item} priority={index < priorityCount} action={renderAction?.(item)} />
        </li>
      ))}
    </ul>
  );
}
