import { useEffect, useState } from 'react';
import { callContract, getUserMessage, type ItemCard } from '@shop/api-client';
import { Link } from '@shop/router';
import { dropBrowserRecents, readBrowserRecents } from '@shop/session/browser-recents';
import { Button, EmptyState, useDialog } from '@shop/ui';
import { formatWon } from '@shop/validators';
import { paths } from '../../../config/paths.ts';
import { useClientApi } from '@shop/ui/client-api';
import { pageMessages } from '../../../messages/pages.ko.ts';

const copy = pageMessages.recents;

/** The member's recently viewed items; views kept in this browser (before login too) are merged into the server's list once. */
export function RecentList({ initial }: { initial: ItemCard[] }) {
  const api = useClientApi();
  const { alert, dialog } = useDialog();
  const [items, setItems] = useState(initial);

  useEffect(() => {
    // Views of this tab not merged yet (the shell merges them on sign-in; these came after).
    const ids = readBrowserRecents(sessionStorage).slice(0, 20);
    if (ids.length === 0) return;
    callContract(api, 'POST /api/mypage/recent-items', { body: { itemIds: ids } }).then((answer) => {
      dropBrowserRecents(sessionStorage, ids);
      setItems(answer.list);
    }, () => undefined);
  }, [api]);

  const remove = async (itemId: number) => {
    try {
      await callContract(api, 'POST /api/mypage/recent-items/delete', { body: { itemIds: [itemId] } });
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
