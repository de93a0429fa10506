import { useLoaderData } from '@shop/router';
import { SellerInfoTable } from '../../components/info-table.tsx';
import { ItemList } from '../../components/item-list.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { FeedbackProvider } from '../../lib/feedback.tsx';
import type { loadSeller } from '../../features/seller/api/load-seller.ts';
import { SELLER_MESSAGES } from '../../messages/seller.ko.ts';

/** `/sellers/:id`: a seller's shop (판매자 상품 모아보기): its business details, then its items, sortable and paginated. */
export default function SellerPage() {
  const { seller, page } = useLoaderData<typeof loadSeller>();
  const m = SELLER_MESSAGES;
  return (
    <FeedbackProvider>
      <div className="catalog-page ui-container">
        <PageHeader title={m.title(seller.name)}>
          <SellerInfoTable seller={seller} />
        </PageHeader>
        <ItemList page={page} label={m.itemsLabel(seller.name)} empty={m.empty} />
      </div>
    </FeedbackProvider>
  );
}
