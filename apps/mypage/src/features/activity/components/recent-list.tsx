import { useEffect, useState } from 'react';
import { deleteRecentItems, getUserMessage, mergeRecentItems, type ItemCard } from '@shop/api-client';
import { Link } from '@shop/router';
import { Button, EmptyState, useDialog } from '@shop/ui';
import { formatWon } from '@shop/validators';
import { paths } from '../../../config/paths.ts';
import { useClientApi } from '../../../lib/client-api.tsx';
import { pageMessages } from '../../../messages/pages.ko.ts';

const copy = pageMessages.recents;
/** sessionStorage key the item page writes (reference-behaviour section 7: `latelyItem`). */
const BROWSER_KEY = 'latelyItem';

function browserViews(): number[] {
  try {
    const ids: unknown = JSON.parse(sessionStorage.getItem(BROWSER_KEY) ?? '[]');
    return Array.isArray(ids) ? ids.map(Number).filter((n) => Number.isInteger(n) && n > 0).slice(0, 20) : [];
  } catch {
    return [];
  }
}

/** The member's recently viewed items; views kept in this browser (before login too) are merged into the server's list once. */
export function RecentList({ initial }: { initial: ItemCard[] }) {
  const api = useClientApi();
  const { alert, dialog } = useDialog();
  const [items, setItems] = useState(initial);

  useEffect(() => {
    const ids = browserViews();
    if (ids.length === 0) return;
    mergeRecentItems(api, ids).then((answer) => {
      sessionStorage.removeItem(BROWSER_KEY);
      setItems(answer.list);
    }, () => undefined);
  }, [api]);

  const remove = async (itemId: number) => {
    try {
      await deleteRecentItems(api, [itemId]);
      setItems((list) => list.filter((i) => i.itemId !== itemId));
    } catch (failure) {
      await alert(getUserMessage(failure));
    }
  };

  return (
    <>
      <p>{copy.total(items.length)}</p>
      {items.length === 0 ? <EmptyState message={copy.empty} /> : (
        <ul className="mypage-recents">
          {items.map((item) => (
            <li key={item.itemId} className="mypage-coupon">
              <Link to={paths.item.getHref(item.itemUserCode)}>{item.itemName}</Link> <span>{formatWon(item.presentPrice)}</span>
              <Button size="sm" variant="ghost" onClick={() => void remove(item.itemId)} aria-label={`${item.itemName} ${copy.delete}`}>{copy.delete}</Button>
            </li>
          ))}
        </ul>
      )}
      {dialog}
    </>
  );
}
