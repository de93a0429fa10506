import type { ProductCardItem } from '@shop/ui';
import { cx } from '@shop/ui';
import { CATALOG_MEMBER_MESSAGES } from '../messages/member.ko.ts';
import { HeartIcon } from './heart-icon.tsx';
import { useWishlistToggle } from './use-wishlist-toggle.ts';

/** Props of `CardHeart`. */
export type CardHeartProps = { itemId: number; itemName: string };

/** The wishlist heart of a product card (pressed when the item is on the member's wishlist). */
export function CardHeart({ itemId, itemName }: CardHeartProps) {
  const { on, busy, toggle } = useWishlistToggle(itemId);
  return (
    <button type="button" className={cx('catalog-card-heart', on && 'catalog-card-heart--on')} aria-pressed={on} aria-label={CATALOG_MEMBER_MESSAGES.wishlist.cardAdd(itemName)} disabled={busy} onClick={() => void toggle()}>
      <HeartIcon on={on} size={20} />
    </button>
  );
}

/** `renderAction` / `action` of product cards: the heart, for cards that carry their item id. */
export function cardHeart(item: ProductCardItem) {
  return item.itemId === undefined ? null : <CardHeart itemId={item.itemId} itemName={item.itemName} />;
}
