import { useLoaderData } from '@shop/router';
import { Breadcrumb, Tabs, UI_MESSAGES } from '@shop/ui';
import type { BreadcrumbItem } from '@shop/ui';
import { paths } from '../../config/paths.ts';
import type { ItemPageData } from '../../features/item/api/load-item.ts';
import { ItemDetailContent } from '../../features/item/components/item-detail-content.tsx';
import { ItemGallery } from '../../features/item/components/item-gallery.tsx';
import { ItemInfo } from '../../features/item/components/item-info.tsx';
import { ItemSummary } from '../../features/item/components/item-summary.tsx';
import { CATALOG_MESSAGES } from '../../messages/ko.ts';

/** `/items/:id`: gallery, breadcrumb, price and facts, then the detail content and the info tables in tabs. */
export default function ItemPage() {
  const item = useLoaderData() as ItemPageData;
  const m = CATALOG_MESSAGES.item;
  const crumbs: BreadcrumbItem[] = [
    { label: UI_MESSAGES.common.home, href: paths.home.getHref() },
    ...item.trail.map((step) => ({ label: step.name, href: paths.category.getHref(step.url) })),
  ];
  return (
    <div className="catalog-page catalog-item ui-container">
      {item.trail.length > 0 ? <Breadcrumb items={crumbs} lastIsCurrent={false} className="catalog-page__breadcrumb" /> : null}
      <div className="catalog-item__top">
        <ItemGallery images={item.images} itemName={item.itemName} soldOut={item.soldOut} />
        <ItemSummary item={item} />
      </div>
      <Tabs
        className="catalog-item__tabs"
        label={m.tabsLabel}
        items={[
          { id: 'detail', label: m.detailTab, content: <ItemDetailContent html={item.detailContent} /> },
          { id: 'info', label: m.infoTab, content: <ItemInfo infos={item.infos} seller={item.seller} /> },
        ]}
      />
    </div>
  );
}
