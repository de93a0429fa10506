import type { ReactNode } from 'react';
import { Link } from '@shop/router';
import { UI_MESSAGES } from '../messages/ko.ts';
import { cx } from '../lib/class-names.ts';
import { LabelList } from './badge.tsx';
import type { LabelProps } from './badge.tsx';
import { Price } from './price.tsx';
import { ShopImage } from './shop-image.tsx';

/** The fields of an API ItemCard that a product card shows. */
export type ProductCardItem = {
  /** The item's numeric id (what wishlist and cart calls take); optional for cards that only link. */
  itemId?: number;
  itemUserCode: string;
  itemName: string;
  itemImage: string;
  brand?: string | null;
  /** Selling price. */
  presentPrice: number;
  /** Struck-through list price (falls back to itemPrice). */
  salePrice?: number;
  itemPrice?: number;
  discountRate?: number;
  labels?: ReadonlyArray<LabelProps>;
  itemSoldOutFlag?: string;
};

/** Props of `ProductCard`. */
export type ProductCardProps = {
  item: ProductCardItem;
  /** Loads the image eagerly with high priority (first cards above the fold). */
  priority?: boolean;
  /** Displayed image width in CSS pixels (the image is square). */
  imageWidth?: number;
  /** `sizes` of the image; defaults to half the viewport on mobile and a quarter of the content on PC. */
  imageSizes?: string;
  /** A control over the picture's top-right corner, outside the link (the wishlist heart). */
  action?: ReactNode;
  className?: string;
};

/** Link target of an item detail page. */
export function itemHref(itemUserCode: string): string {
  return `/items/${encodeURIComponent(itemUserCode)}`;
}

/**
 * A product tile: square image (with a sold-out overlay), brand, name, price and labels, linking to the item;
 * an optional `action` (such as a wishlist heart) sits over the picture, outside the link.
 */
export function ProductCard({ item, priority = false, imageWidth = 320, imageSizes = '(min-width: 1024px) 300px, 50vw', action, className }: ProductCardProps) {
  const soldOut = item.itemSoldOutFlag === 'Y';
  return (
    <article className={cx('ui-product-card', soldOut && 'ui-product-card--sold-out', className)} data-testid="product-card">
      <Link to={itemHref(item.itemUserCode)} className="ui-product-card__link">
        <div className="ui-product-card__media">
          {/* The name is the link's heading, so the picture is decorative (alt="") rather than read twice. */}
          <ShopImage src={item.itemImage} alt="" width={imageWidth} height={imageWidth} sizes={imageSizes} priority={priority} />
          {soldOut && <span className="ui-product-card__sold-out">{UI_MESSAGES.product.soldOut}</span>}
        </div>
        <div className="ui-product-card__body">
          {item.brand ? <p className="ui-product-card__brand">{item.brand}</p> : null}
          <h3 className="ui-product-card__name">{item.itemName}</h3>
          <Price price={item.presentPrice} listPrice={item.salePrice ?? item.itemPrice} discountRate={item.discountRate} size="sm" />
        </div>
      </Link>
      {action ? <div className="ui-product-card__action">{action}</div> : null}
      {item.labels && item.labels.length > 0 ? (
        <div className="ui-product-card__labels">
          <LabelList labels={item.labels} />
        </div>
      ) : null}
    </article>
  );
}
