import type { ItemCard } from '@shop/api-client';
import { Link } from '@shop/router';
import { ShopImage } from '@shop/ui';
import { formatWon } from '@shop/validators';
import { paths } from '../config/paths.ts';

type Props = { item: ItemCard; soldOutLabel: string };

/** A wished item as my page shows it: picture, name, price (with the discount) and whether it sold out. */
export function WishItem({ item, soldOutLabel }: Props) {
  const href = paths.item.getHref(item.itemUserCode);
  return (
    <div className="mypage-wish">
      <Link className="mypage-wish__image" to={href} tabIndex={-1} aria-hidden="true">
        <ShopImage src={item.itemImage ?? ''} alt="" width={72} height={72} />
      </Link>
      <div className="mypage-wish__body">
        <Link className="mypage-wish__name" to={href}>{item.itemName}</Link>
        <p className="mypage-wish__price">
          {item.discountRate > 0 ? <span className="mypage-wish__rate">{item.discountRate}%</span> : null}
          <strong>{formatWon(item.presentPrice)}</strong>
          {item.itemSoldOutFlag === 'Y' ? <span className="mypage-wish__soldout">{soldOutLabel}</span> : null}
        </p>
      </div>
    </div>
  );
}
