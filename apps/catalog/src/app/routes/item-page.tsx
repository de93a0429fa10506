import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useLoaderData } from '@shop/router';
import { Breadcrumb, Tabs, UI_MESSAGES } from '@shop/ui';
import type { BreadcrumbItem } from '@shop/ui';
import { formatNumber } from '@shop/validators';
import { paths } from '../../config/paths.ts';
import { FeedbackProvider } from '../../lib/feedback.tsx';
import type { loadItem } from '../../features/item/api/load-item.ts';
import { ItemGallery } from '../../features/item/components/item-gallery.tsx';
import { ItemSummary } from '../../features/item/components/item-summary.tsx';
import { ItemStructuredData } from '../../features/item/components/structured-data.tsx';
import { recordRecentlyViewed } from '../../features/item/utils/recently-viewed.ts';
import { CATALOG_MESSAGES } from '../../messages/ko.ts';
import { CATALOG_ITEM_MESSAGES } from '../../messages/item.ko.ts';
import { InquiryTab, ItemDetailContent, ItemInfo, RelatedItems, ReviewTab } from '../../features/item/components/item-sections.ts';

/**
 * Related items and the tabs: rendered with the page on the server and when the first page hydrates; on a client
 * navigation one frame after the rest, so the tap paints the heading, gallery and buy column without waiting for
 * the long part below them (a phone spends most of the navigation rendering it).
 */
function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(() => typeof document === 'undefined' || document.getElementById('app')?.getAttribute('data-hydrated') !== 'true');
  useEffect(() => {
    if (shown) return undefined;
    // A transition's render runs after this frame is painted.
    const frame = requestAnimationFrame(() => startTransition(() => setShown(true)));
    return () => cancelAnimationFrame(frame);
  }, [shown]);
  return shown ? children : <div className="catalog-item__later" />;
}

/**
 * `/items/:id`: gallery, breadcrumb, the buy column (price, coupons, facts, options, cart), related items, then
 * the tabs 상세정보 / 기본정보 / 후기 / 상품문의. On PC the buy column stays in view beside the gallery, related
 * items and tabs until the footer; on mobile the buy buttons are a bar at the bottom. Records the view in the
 * recently viewed list.
 */
export default function ItemPage() {
  const item = useLoaderData<typeof loadItem>();
  const m = CATALOG_MESSAGES.item;
  const t = CATALOG_ITEM_MESSAGES.tabs;
  useEffect(() => {
    recordRecentlyViewed(window.sessionStorage, item.itemId);
  }, [item.itemId]);
  const crumbs: BreadcrumbItem[] = [
    { label: UI_MESSAGES.common.home, href: paths.home.getHref() },
    ...item.trail.map((step) => ({ label: step.name, href: paths.category.getHref(step.url) })),
  ];
  const reviewCount = item.reviews?.summary.totalCount ?? item.reviewCount;
  return (
    <FeedbackProvider>
      <div className="catalog-page catalog-item ui-container" key={item.itemUserCode}>
        <ItemStructuredData item={item} />
        {item.trail.length > 0 ? <Breadcrumb items={crumbs} lastIsCurrent={false} className="catalog-page__breadcrumb" /> : null}
        <div className="catalog-item__top">
          <ItemGallery images={item.images} itemName={item.itemName} soldOut={item.soldOut} />
          <div className="catalog-item__aside">
            <ItemSummary item={item} />
          </div>
          <div className="catalog-item__main">
            <AfterFirstPaint>
              <RelatedItems items={item.related} />
              <Tabs
                className="catalog-item__tabs"
                label={m.tabsLabel}
                items={[
                  {
                    id: 'detail',
                    label: m.detailTab,
                    content: <ItemDetailContent html={item.detailContent} />,
                  },
                  { id: 'info', label: m.infoTab, content: <ItemInfo infos={item.infos} seller={item.seller} deliveryInfo={item.deliveryInfo} /> },
                  { id: 'review', label: t.review(formatNumber(reviewCount)), content: <ReviewTab itemUserCode={item.itemUserCode} initial={item.reviews} /> },
                  { id: 'inquiry', label: t.inquiry, content: <InquiryTab itemId={item.itemId} itemUserCode={item.itemUserCode} initial={item.inquiries} /> },
                ]}
              />
            </AfterFirstPaint>
          </div>
        </div>
      </div>
    </FeedbackProvider>
  );
}
