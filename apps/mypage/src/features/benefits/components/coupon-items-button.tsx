import { useState } from 'react';
import { callContract, getUserMessage, type ItemCard } from '@shop/api-client';
import { Link } from '@shop/router';
import { Button, Modal } from '@shop/ui';
import { formatWon } from '@shop/validators';
import { paths } from '../../../config/paths.ts';
import { useClientApi } from '@shop/ui/client-api';
import { pageMessages } from '../../../messages/pages.ko.ts';

const copy = pageMessages.coupons;

/** 적용 상품 보기: the items an item-targeted coupon applies to, in a dialog. */
export function CouponItemsButton({ couponId, couponName }: { couponId: number; couponName: string }) {
  const api = useClientApi();
  const [items, setItems] = useState<ItemCard[] | null>(null);
  const [error, setError] = useState('');
  const open = async () => {
    try {
      setItems((await callContract(api, 'GET /api/coupon/applies-to/:couponId', { params: { couponId }, query: { page: 1 } })).content);
    } catch (failure) {
      setError(getUserMessage(failure));
      setItems([]);
    }
  };
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => void open()} aria-label={`${couponName} ${copy.items}`}>{copy.items}</Button>
      <Modal open={items !== null} title={copy.items} onClose={() => setItems(null)} size="md">
        {error ? <p role="alert">{error}</p> : null}
        <ul className="mypage-coupons">
          {items?.map((item) => (
            <li key={item.itemId}><Link to={paths.item.getHref(item.itemUserCode)}>{item.itemName}</Link> {formatWon(item.presentPrice)}</li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
