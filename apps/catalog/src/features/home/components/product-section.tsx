import { ProductGrid } from '@shop/ui';
import type { ProductCardItem } from '@shop/ui';
import { cardHeart } from '../../../components/card-heart.tsx';
import { HomeSection } from './home-section.tsx';

/** Props of `ProductSection`. */
export type ProductSectionProps = {
  title: string;
  description?: string;
  items: ReadonlyArray<ProductCardItem>;
  /** "더보기" target. */
  moreHref?: string;
  priorityCount?: number;
};

/** A titled home section with a product grid; renders nothing without items. */
export function ProductSection({ title, description, items, moreHref, priorityCount = 0 }: ProductSectionProps) {
  if (items.length === 0) return null;
  return (
    <HomeSection title={title} description={description} moreHref={moreHref}>
      <ProductGrid items={items} priorityCount={priorityCount} renderAction={cardHeart} />
    </HomeSection>
  );
}
