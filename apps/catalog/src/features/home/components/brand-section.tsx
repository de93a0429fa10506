import type { Brand } from '@shop/api-client';
import { BrandCard } from '../../../components/brand-card.tsx';
import { paths } from '../../../config/paths.ts';
import { SHOWCASE_MESSAGES } from '../../../messages/showcase.ko.ts';
import { HomeSection } from './home-section.tsx';

/** The home brands picked by the shop. */
export function BrandSection({ brands }: { brands: ReadonlyArray<Brand> }) {
  if (brands.length === 0) return null;
  const m = SHOWCASE_MESSAGES;
  return (
    <HomeSection title={m.home.brandsTitle} moreHref={paths.brands.getHref()}>
      <ul className="catalog-brand-grid catalog-brand-grid--home" aria-label={m.brands.listLabel}>
        {brands.map((brand) => (
          <li key={brand.id}>
            <BrandCard brand={brand} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
