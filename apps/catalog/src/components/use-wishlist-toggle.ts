import { useState } from 'react';
import { useAtom } from 'jotai';
import { API_ERROR_CODES, callContract, getUserMessage, hasWishlistItem, withErrorCode } from '@shop/api-client';
import { wishlistIdsAtom } from '@shop/session';
import { useClientApi } from '@shop/ui/client-api';
import { useFeedback, useRequireMember } from '../lib/feedback.tsx';
import { CATALOG_MEMBER_MESSAGES } from '../messages/member.ko.ts';

/** What a heart needs: whether the item is on the wishlist, whether a toggle is running, and the toggle. */
export type WishlistToggle = { on: boolean; busy: boolean; toggle: () => Promise<void> };

const M = CATALOG_MEMBER_MESSAGES.wishlist;

/**
 * The wishlist state of one item, read from `wishlistIdsAtom` (loaded once by the shell for members), and its
 * toggle: a member's tap calls `POST /api/wishlist` and updates the atom (so every heart of the item follows);
 * a visitor is asked to log in and comes back to this page afterwards. Needs a `FeedbackProvider`.
 */
export function useWishlistToggle(itemId: number): WishlistToggle {
  const api = useClientApi();
  const requireMember = useRequireMember();
  const { alert, toast } = useFeedback();
  const [ids, dispatch] = useAtom(wishlistIdsAtom);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    if (!(await requireMember())) return;
    setBusy(true);
    try {
      // Any failure reads as the wishlist's own message (WISHLIST_ADD_FAILED).
      const response = (await callContract(api, 'POST /api/wishlist', { body: { itemId } }).catch((error: unknown) => {
        throw withErrorCode(error, API_ERROR_CODES.WISHLIST_ADD_FAILED, 'POST', '/api/wishlist');
      })) ?? {};
      dispatch({ type: 'toggled', itemId, response });
      toast(response.addEventType === 'ADD' ? M.added : M.removed);
    } catch (error) {
      await alert(getUserMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return { on: hasWishlistItem(ids, itemId), busy, toggle };
}
