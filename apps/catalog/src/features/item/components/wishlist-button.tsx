import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { getUserMessage, toggleWishlist } from '@shop/api-client';
import { wishlistIdsAtom } from '@shop/session';
import { cx } from '@shop/ui';
import { useClientApi } from '../../../lib/client-api.tsx';
import { CATALOG_ITEM_MESSAGES } from '../../../messages/item.ko.ts';
import { useFeedback, useRequireMember } from '../../../lib/feedback.tsx';

/** Props of `WishlistButton`. */
export type WishlistButtonProps = { itemId: number; initiallyOn: boolean };

const M = CATALOG_ITEM_MESSAGES.wishlist;

/**
 * The heart: members toggle the item on the wishlist (`POST /api/wishlist`); a visitor is asked to log in and
 * comes back to this page afterwards.
 */
export function WishlistButton({ itemId, initiallyOn }: WishlistButtonProps) {
  const api = useClientApi();
  const requireMember = useRequireMember();
  const { alert, toast } = useFeedback();
  const dispatch = useSetAtom(wishlistIdsAtom);
  const [on, setOn] = useState(initiallyOn);
  const [busy, setBusy] = useState(false);
  const click = async () => {
    if (!(await requireMember())) return;
    setBusy(true);
    try {
      const response = await toggleWishlist(api, itemId);
      dispatch({ type: 'toggled', itemId, response });
      const added = response.addEventType === 'ADD';
      setOn(added);
      toast(added ? M.added : M.removed);
    } catch (error) {
      await alert(getUserMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={cx('catalog-icon-button', on && 'catalog-icon-button--on')} aria-pressed={on} aria-label={M.add} disabled={busy} onClick={() => void click()}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" fill={on ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
