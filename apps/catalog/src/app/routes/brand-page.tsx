import { Link, useLoaderData } from '@shop/router';
import { ShopImage } from '@shop/ui';
import { ItemList } from '../../components/item-list.tsx';
import { paths } from '../../config/paths.ts';
import { FeedbackProvider } from '../../lib/feedback.tsx';
import type { loadBrand } from '../../features/brand/api/load-brand.ts';
import { SHOWCASE_MESSAGES } from '../../messages/showcase.ko.ts';

/** `/brands/:id`: the brand's picture and copy, then its items, sortable and paginated. */
export default function BrandPage() {
  const { brand, page } = useLoaderData<typeof loadBrand>();
  const m = SHOWCASE_MESSAGES;
  return (
    <FeedbackProvider>
      <div className="catalog-page ui-container">
        <header className="catalog-brand-hero">
          <span className="catalog-brand-hero__media">
            <ShopImage src={brand.image} alt="" width={400} height={200} sizes="(min-width: 1024px) 400px, 100vw" priority />
          </span>
          <div className="catalog-brand-hero__text">
            <Link to={paths.brands.getHref()} className="catalog-brand-hero__all">
              {m.brands.viewAll}
            </Link>
            <h1 className="ui-page-title">{brand.name}</h1>
            <p className="catalog-page-header__description">{brand.content}</p>
          </div>
        </header>
        <ItemList page={page} label={m.brands.itemsLabel(brand.name)} empty={m.display.empty} />
      </div>
    </FeedbackProvider>
  );
}
