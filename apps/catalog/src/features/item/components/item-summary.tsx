import { formatPoint } from '@shop/validators';
import { Badge, LabelList, Price } from '@shop/ui';
import { CATALOG_MESSAGES } from '../../../messages/ko.ts';
import type { ItemPageData } from '../api/load-item.ts';
import { shippingText } from '../utils/shipping-text.ts';

/** Props of `ItemSummary`. */
export type ItemSummaryProps = { item: ItemPageData };

/** The buy-side column of an item page: brand, name, summary, labels, price and the key facts. */
export function ItemSummary({ item }: ItemSummaryProps) {
  const m = CATALOG_MESSAGES.item;
  const facts: Array<[string, string]> = [
    [m.seller, item.sellerName],
    [m.shipping, shippingText(item.shipping)],
    [m.originCountry, item.originCountry],
    [m.point, item.earnPoint ? formatPoint(item.earnPoint) : ''],
    [m.itemCode, item.itemUserCode],
  ];
  return (
    <div className="catalog-item__summary">
      {item.brand ? <p className="catalog-item__brand">{item.brand}</p> : null}
      <h1 className="catalog-item__name">{item.itemName}</h1>
      {item.itemSummary ? <p className="catalog-item__description">{item.itemSummary}</p> : null}
      {item.reviewCount > 0 ? (
        <p className="catalog-item__rating">
          <span aria-hidden="true">★ </span>
          <span className="ui-visually-hidden">{m.reviewLabel} </span>
          {m.review(item.displayReviewScore.toFixed(1), item.reviewCount)}
        </p>
      ) : null}
      <div className="catalog-item__labels">
        {item.soldOut ? <Badge tone="dark">{m.soldOut}</Badge> : null}
        <LabelList labels={item.labels} />
      </div>
      <Price price={item.presentPrice} listPrice={item.salePrice} discountRate={item.discountRate} size="lg" className="catalog-item__price" />
      <dl className="catalog-item__facts">
        {facts
          .filter(([, value]) => value !== '')
          .map(([term, value]) => (
            <div key={term} className="catalog-item__fact">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
