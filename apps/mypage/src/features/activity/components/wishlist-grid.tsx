import { useState } from 'react';
import { API_ERROR_CODES, callContract, getUserMessage, withErrorCode, type WishlistEntry } from '@shop/api-client';
import { useRevalidator } from '@shop/router';
import { Button, EmptyState, useDialog } from '@shop/ui';
import { WishItem } from '../../../components/wish-item.tsx';
import { useClientApi } from '@shop/ui/client-api';
import { pageMessages } from '../../../messages/pages.ko.ts';

const copy = pageMessages.wishlist;

/** 관심상품: 전체선택(N개), 선택삭제 with its confirm, and the items of this page. */
export function WishlistGrid({ entries }: { entries: WishlistEntry[] }) {
  const api = useClientApi();
  const revalidator = useRevalidator();
  const { alert, confirm, dialog } = useDialog();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const all = entries.length > 0 && selected.size === entries.length;
  const toggle = (id: number) => setSelected((s) => { const next = new Set(s); if (next.has(id)) next.delete(id); else next.add(id); return next; });

  const removeSelected = async () => {
    if (selected.size === 0) return void (await alert(copy.noneSelected));
    if (!(await confirm(copy.confirmDelete))) return;
    try {
      await callContract(api, 'POST /api/wishlist/delete-wishlist', { body: [...selected] }).catch((error: unknown) => {
        throw withErrorCode(error, API_ERROR_CODES.WISHLIST_DELETE_FAILED, 'POST', '/api/wishlist/delete-wishlist');
      });
      setSelected(new Set());
      await revalidator.revalidate();
    } catch (failure) {
      await alert(getUserMessage(failure));
    }
  };

  if (entries.length === 0) return <EmptyState message={copy.empty} />;
  return (
    <>
      <div className="mypage-order__actions">
        <label className="mypage-form__check">
          <input type="checkbox" checked={all} onChange={() => setSelected(all ? new Set() : new Set(entries.map((e) => e.wishlistId)))} /> {copy.selectAll(entries.length)}
        </label>
        <Button size="sm" variant="outline" onClick={() => void removeSelected()}>{copy.deleteSelected}</Button>
      </div>
      <ul className="mypage-wishlist">
        {entries.map((e) => (
          <li key={e.wishlistId} className="mypage-wishlist__entry">
            <input type="checkbox" checked={selected.has(e.wishlistId)} onChange={() => toggle(e.wishlistId)} aria-label={copy.select(e.item.itemName)} />
            <WishItem item={e.item} soldOutLabel={copy.soldOut} />
          </li>
        ))}
      </ul>
      {dialog}
    </>
  );
}
