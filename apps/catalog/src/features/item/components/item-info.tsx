import { CATALOG_MESSAGES } from '../../../messages/ko.ts';
import { CATALOG_ITEM_MESSAGES } from '../../../messages/item.ko.ts';
import { ItemDetailContent } from '../../../components/item-detail-content.tsx';
import { InfoTable, SellerInfoTable } from '../../../components/info-table.tsx';
import type { ItemPageData } from '../api/load-item.ts';

/** Props of `ItemInfo`. */
export type ItemInfoProps = { infos: ItemPageData['infos']; seller: ItemPageData['seller']; deliveryInfo?: string };

/** The notice table of the item (상품정보 제공고시), the seller's business details and the delivery notice. */
export function ItemInfo({ infos, seller, deliveryInfo = '' }: ItemInfoProps) {
  return (
    <div className="catalog-item__info">
      <InfoTable title={CATALOG_MESSAGES.item.infoTitle} rows={infos} />
      <SellerInfoTable seller={seller} />
      {deliveryInfo.trim() ? (
        <section className="catalog-item__delivery" aria-label={CATALOG_ITEM_MESSAGES.tabs.delivery}>
          <h3 className="catalog-item__delivery-title">{CATALOG_ITEM_MESSAGES.tabs.delivery}</h3>
          <ItemDetailContent html={deliveryInfo} />
        </section>
      ) : null}
    </div>
  );
}
