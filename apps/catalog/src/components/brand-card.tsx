import type { Brand } from '@shop/api-client';
import { Link } from '@shop/router';
import { ShopImage } from '@shop/ui';
import { paths } from '../config/paths.ts';
import { SHOWCASE_MESSAGES } from '../messages/showcase.ko.ts';

/** Props of `BrandCard`. */
export type BrandCardProps = { brand: Pick<Brand, 'id' | 'name' | 'image' | 'content' | 'itemCount'>; showCount?: boolean };

/** A brand tile: picture, name and line of copy, linking to the brand page. */
export function BrandCard({ brand, showCount = false }: BrandCardProps) {
  return (
    <Link to={paths.brand.getHref(brand.id)} className="catalog-brand-card">
      <span className="catalog-brand-card__media">
        <ShopImage src={brand.image} alt="" width={400} height={200} sizes="(min-width: 1024px) 300px, 50vw" />
      </span>
      <span className="catalog-brand-card__name">{brand.name}</span>
      <span className="catalog-brand-card__content">{brand.content}</span>
      {showCount ? <span className="catalog-brand-card__count">{SHOWCASE_MESSAGES.brands.count(brand.itemCount)}</span> : null}
    </Link>
  );
}
