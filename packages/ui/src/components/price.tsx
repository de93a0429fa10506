import { formatWon } from '@shop/validators';
import { UI_MESSAGES } from '../messages/ko.ts';
import { cx } from '../lib/class-names.ts';

/** Props of `Price`. Amounts are integer KRW. */
export type PriceProps = {
  /** Selling price (presentPrice). */
  price: number;
  /** List price, struck through when it is above the selling price. */
  listPrice?: number;
  /** Discount rate in percent; derived from the two prices when left out. */
  discountRate?: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

/**
 * Discount rate shown for a price pair: the given rate when positive, otherwise the rounded-down saving.
 * @example discountPercent(8000, 10000) // 20
 */
export function discountPercent(price: number, listPrice?: number, discountRate?: number): number {
  if (discountRate !== undefined && discountRate > 0) return Math.round(discountRate);
  if (!listPrice || listPrice <= price) return 0;
  return Math.floor(((listPrice - price) / listPrice) * 100);
}

/** Selling price with discount rate and struck-through list price (screen readers hear what each number is). */
export function Price({ price, listPrice, discountRate, size = 'md', className }: PriceProps) {
  const rate = discountPercent(price, listPrice, discountRate);
  const showList = listPrice !== undefined && listPrice > price;
  return (
    <p className={cx('ui-price', `ui-price--${size}`, className)}>
      {rate > 0 && (
        <span className="ui-price__rate">
          <span className="ui-visually-hidden">{UI_MESSAGES.price.discountRate}</span>
          {UI_MESSAGES.price.percent(rate)}
        </span>
      )}
      <strong className="ui-price__current">
        <span className="ui-visually-hidden">{UI_MESSAGES.price.salePrice}</span>
        {formatWon(price)}
      </strong>
      {showList && (
        <del className="ui-price__list">
          <span className="ui-visually-hidden">{UI_MESSAGES.price.listPrice}</span>
          {formatWon(listPrice)}
        </del>
      )}
    </p>
  );
}
