import { cx } from '@shop/ui';
import { HeartIcon } from '../../../components/heart-icon.tsx';
import { useWishlistToggle } from '../../../components/use-wishlist-toggle.ts';
import { CATALOG_MEMBER_MESSAGES } from '../../../messages/member.ko.ts';

/** Props of `WishlistButton`. */
export type WishlistButtonProps = { itemId: number };

/**
 * The heart of the item page: members toggle the item on the wishlist (`POST /api/wishlist`); a visitor is asked
 * to log in and comes back to this page afterwards. Its state is `wishlistIdsAtom`, which the shell loads once.
 */
export function WishlistButton({ itemId }: WishlistButtonProps) {
  const { on, busy, toggle } = useWishlistToggle(itemId);
  return (
    <button type="button" className={cx('catalog-icon-button', on && 'catalog-icon-button--on')} aria-pressed={on} aria-label={CATALOG_MEMBER_MESSAGES.wishlist.add} disabled={busy} onClick={() => void toggle()}>
      <HeartIcon on={on} size={22} />
    </button>
  );
}
