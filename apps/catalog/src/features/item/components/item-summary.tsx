import type { ReactNode } from 'react';
import { Link } from '@shop/router';
import { formatPoint, formatWon } from '@shop/validators';
import { Badge, LabelList } from '@shop/ui';
import { CATALOG_MESSAGES } from '../../../messages/ko.ts';
import { CATALOG_ITEM_MESSAGES } from '../../../messages/item.ko.ts';
import type { ItemPageData } from '../api/load-item.ts';
import { shippingText } from '../utils/shipping-text.ts';
import { paths } from '../../../config/paths.ts';
import { BuyBox } from './buy-box.tsx';
import { CopyLinkButton } from './copy-link-button.tsx';
import { CouponButton } from './coupon-button.tsx';
import { IslandLookup } from './island-lookup.tsx';
import { PriceBreakdown } from './price-breakdown.tsx';
import { WishlistButton } from './wishlist-button.tsx';

/** Props of `ItemSummary`. */
export type ItemSummaryProps = { item: ItemPageData };

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="catalog-item__fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The buy-side column of an item page: brand link, wishlist heart and copy link, name, summary, labels, price with
 * its discount breakdown, coupons, the key facts (points, free gift, shipping with the island lookup), then the buy
 * box.
 */
export function ItemSummary({ item }: ItemSummaryProps) {
  const m = CATALOG_MESSAGES.item;
  const f = CATALOG_ITEM_MESSAGES.facts;
  const { shipping } = item;
  return (
    <div className="catalog-item__summary">
      <div className="catalog-item__topline">
        {item.brand ? (
          item.brandId ? (
            <Link to={`/brands/${item.brandId}`} className="catalog-item__brand" aria-label={f.brand(item.brand)}>
              {item.brand}
            </Link>
          ) : (
            <p className="catalog-item__brand">{item.brand}</p>
          )
        ) : (
          <span />
        )}
        <div className="catalog-item__tools">
          <WishlistButton itemId={item.itemId} />
          <CopyLinkButton />
        </div>
      </div>
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
      <div className="catalog-item__price-row">
        <PriceBreakdown presentPrice={item.presentPrice} salePrice={item.salePrice} discountRate={item.discountRate} />
        {item.couponAllowed ? <CouponButton itemId={item.itemId} itemUserCode={item.itemUserCode} /> : null}
      </div>
      <dl className="catalog-item__facts">
        <Fact term={m.seller}>
          <Link to={paths.seller.getHref(item.sellerId)}>{item.sellerName}</Link>
        </Fact>
        {item.earnPoint && item.earnPoint.point > 0 ? <Fact term={f.point}>{f.pointValue(formatPoint(item.earnPoint.point), item.earnPoint.pointRate)}</Fact> : null}
        {item.cardBenefits ? <Fact term={f.cardBenefits}>{item.cardBenefits.subject}</Fact> : null}
        {item.freeGiftText ? <Fact term={f.freeGift}>{item.freeGiftText}</Fact> : null}
        <Fact term={m.shipping}>
          <span>{shippingText(shipping)}</span>
          {shipping.extraJeju > 0 || shipping.extraIsland > 0 ? <span className="catalog-item__extra">{f.extraCharges(formatWon(shipping.extraJeju), formatWon(shipping.extraIsland))}</span> : null}
          <IslandLookup />
        </Fact>
        {item.originCountry ? <Fact term={m.originCountry}>{item.originCountry}</Fact> : null}
        <Fact term={m.itemCode}>{item.itemUserCode}</Fact>
      </dl>
      <BuyBox buy={item.buy} />
    </div>
  );
}
