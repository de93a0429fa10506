import { useLoaderData } from '@shop/router';
import { EmptyState, Pagination } from '@shop/ui';
import { OrderCard } from '../../components/order-card.tsx';
import { PeriodFilter } from '../../components/period-filter.tsx';
import { paths } from '../../config/paths.ts';
import type { loadOrders } from '../../features/orders/api/load-orders.ts';
import { MypageFrame } from '../../features/navigation/components/mypage-frame.tsx';
import { pageMessages } from '../../messages/pages.ko.ts';

const copy = pageMessages.orders;

/** /mypage/orders: 주문/배송 조회 with the period and keyword filter and each order's buttons. */
export default function OrdersPage() {
  const { orders } = useLoaderData<typeof loadOrders>();
  return (
    <MypageFrame>
      <h1 className="mypage-page__title">{pageMessages.titles.orders}</h1>
      <ul className="mypage-notes">{copy.notes.map((n) => <li key={n}>{n}</li>)}</ul>
      <PeriodFilter presets={['1w', '1m', '3m', '6m']} keyword />
      {orders.content.length === 0 ? (
        <EmptyState message={copy.empty} />
      ) : (
        <div className="mypage-orders">
          {orders.content.map((order) => <OrderCard key={order.orderCode} order={order} detailHref={paths.mypage.orderDetail.getHref(order.orderCode)} />)}
        </div>
      )}
      <Pagination currentPage={orders.pagination.currentPage} totalPages={orders.pagination.totalPages} />
    </MypageFrame>
  );
}
