import { useLoaderData } from '@shop/router';
import { ItemList } from '../../components/item-list.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { FeedbackProvider } from '../../lib/feedback.tsx';
import type { loadSeller } from '../../features/seller/api/load-seller.ts';
import { CATALOG_MESSAGES } from '../../messages/ko.ts';
import { SELLER_MESSAGES } from '../../messages/seller.ko.ts';

/** `/sellers/:id`: a seller's shop (판매자 상품 모아보기): its business details, then its items, sortable and paginated. */
export default function SellerPage() {
  const { seller, page } = useLoaderData<typeof loadSeller>();
  const m = SELLER_MESSAGES;
  // The same business details, under the same labels, as the item page's 판매자 정보.
  const info = CATALOG_MESSAGES.item;
  const rows = [
    { title: info.representative, description: seller.representativeName },
    { title: info.businessNumber, description: seller.businessNumber },
    { title: info.businessLocation, description: seller.businessLocation },
    { title: info.deliveryCompany, description: seller.deliveryCompanyName },
  ].filter((row) => row.description !== '');
  return (
    <FeedbackProvider>
      <div className="catalog-page ui-container">
        <PageHeader title={m.title(seller.name)}>
          {rows.length > 0 ? (
            <table className="catalog-info-table">
              <caption className="catalog-info-table__caption">{info.sellerInfoTitle}</caption>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.title}>
                    <th scope="row">{row.title}</th>
                    <td>{row.description}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </PageHeader>
        <ItemList page={page} label={m.itemsLabel(seller.name)} empty={m.empty} />
      </div>
    </FeedbackProvider>
  );
}
