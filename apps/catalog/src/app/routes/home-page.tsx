import { useLoaderData } from '@shop/router';
import { EmptyState } from '@shop/ui';
import { paths } from '../../config/paths.ts';
import type { HomePageData } from '../../features/home/api/load-home.ts';
import { CategoryShortcuts } from '../../features/home/components/category-shortcuts.tsx';
import { HomeHero } from '../../features/home/components/home-hero.tsx';
import { ProductSection } from '../../features/home/components/product-section.tsx';
import { CATALOG_MESSAGES } from '../../messages/ko.ts';

/** `/`: main visual, category shortcuts, 신상품, 인기상품 and a pick per top-level category. */
export default function HomePage() {
  const data = useLoaderData() as HomePageData;
  const m = CATALOG_MESSAGES.home;
  const empty = data.newest.length === 0 && data.popular.length === 0 && data.picks.length === 0;
  return (
    <div className="catalog-page catalog-home ui-container">
      <h1 className="ui-visually-hidden">{CATALOG_MESSAGES.titles.home}</h1>
      <HomeHero tiles={data.hero} />
      <CategoryShortcuts categories={data.categories} />
      {empty ? <EmptyState message={m.emptyTitle} /> : null}
      <ProductSection title={m.newTitle} description={m.newDescription} items={data.newest} />
      <ProductSection title={m.popularTitle} description={m.popularDescription} items={data.popular} />
      {data.picks.map((pick) => (
        <ProductSection key={pick.category.url} title={m.pickTitle(pick.category.name)} items={pick.items} moreHref={paths.category.getHref(pick.category.url)} />
      ))}
    </div>
  );
}
