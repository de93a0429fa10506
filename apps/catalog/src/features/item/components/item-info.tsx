import { CATALOG_MESSAGES } from '../../../messages/ko.ts';
import { CATALOG_ITEM_MESSAGES } from '../../../messages/item.ko.ts';
import { ItemDetailContent } from '../../../components/item-detail-content.tsx';
import type { ItemPageData } from '../api/load-item.ts';

/** Props of `ItemInfo`. */
export type ItemInfoProps = { infos: ItemPageData['infos']; seller: ItemPageData['seller']; deliveryInfo?: string };

function InfoTable({ title, rows }: { title: string; rows: Array<{ title: string; description: string }> }) {
  if (rows.length === 0) return null;
  return (
    <table className="catalog-info-table">
      <caption className="catalog-info-table__caption">{title}</caption>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${index}-${row.title}`}>
            <th scope="row">{row.title}</th>
            <td>{row.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The notice table of the item (상품정보 제공고시), the seller's business details and the delivery notice. */
export function ItemInfo({ infos, seller, deliveryInfo = '' }: ItemInfoProps) {
  const m = CATALOG_MESSAGES.item;
  const sellerRows = [
    { title: m.representative, description: seller.representativeName },
    { title: m.businessNumber, description: seller.businessNumber },
    { title: m.businessLocation, description: seller.businessLocation },
    { title: m.deliveryCompany, description: seller.deliveryCompanyName },
  ].filter((row) => row.description !== '');
  return (
    <div className="catalog-item__info">
      <InfoTable title={m.infoTitle} rows={infos} />
      <InfoTable title={m.sellerInfoTitle} rows={sellerRows} />
      {deliveryInfo.trim() ? (
        <section className="catalog-item__delivery" aria-label={CATALOG_ITEM_MESSAGES.tabs.delivery}>
          <h3 className="catalog-item__delivery-title">{CATALOG_ITEM_MESSAGES.tabs.delivery}</h3>
          <ItemDetailContent html={deliveryInfo} />
        </section>
      ) : null}
    </div>
  );
}
