import { useLoaderData } from '@shop/router';
import { EmptyState } from '@shop/ui';
import { BrandCard } from '../../components/brand-card.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import type { loadBrands } from '../../features/brand/api/load-brands.ts';
import { SHOWCASE_MESSAGES } from '../../messages/showcase.ko.ts';

/** `/brands`: every brand with its picture, copy and number of items. */
export default function BrandsPage() {
  const data = useLoaderData<typeof loadBrands>();
  const m = SHOWCASE_MESSAGES;
  return (
    <div className="catalog-page ui-container">
      <PageHeader title={m.titles.brands} description={m.brands.description} />
      {data.brands.length > 0 ? (
        <ul className="catalog-brand-grid" aria-label={m.brands.listLabel}>
          {data.brands.map((brand) => (
            <li key={brand.id}>
              <BrandCard brand={brand} showCount />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState message={m.brands.empty} homeLink />
      )}
    </div>
  );
}
