import { useLoaderData } from '@shop/router';
import { sessionAtom } from '@shop/session';
import { EmptyState } from '@shop/ui';
import { useAtomValue } from 'jotai';
import { OrderCard } from '../../components/order-card.tsx';
import { paths } from '../../config/paths.ts';
import type { loadGuestOrders } from '../../features/guest/api/load-guest-orders.ts';
import { pageMessages } from '../../messages/pages.ko.ts';

/** /guest/orders: the order a guest looked up, with the same buttons a member has. */
export default function GuestOrdersPage() {
  const { orders } = useLoaderData<typeof loadGuestOrders>();
  const name = useAtomValue(sessionAtom).user?.name ?? '';
  return (
    <div className="ui-container mypage-guest">
      <h1 className="mypage-page__title">{pageMessages.titles.guestOrders}</h1>
      {name ? <p>{pageMessages.guest.intro(name)}</p> : null}
      {orders.length === 0 ? <EmptyState message={pageMessages.orders.empty} /> : (
        <div className="mypage-orders">{orders.map((o) => <OrderCard key={o.orderCode} order={o} detailHref={paths.guest.orderDetail.getHref(o.orderCode)} />)}</div>
      )}
    </div>
  );
}
