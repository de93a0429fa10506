import { useLoaderData } from '@shop/router';
import { OrderDetailView } from '../../components/order-detail-view.tsx';
import { paths } from '../../config/paths.ts';
import type { GuestOrderDetailData } from '../../features/guest/api/load-guest-order-detail.ts';
import { pageMessages } from '../../messages/pages.ko.ts';

/** /guest/orders/{orderCode}: the guest's order in full. */
export default function GuestOrderDetailPage() {
  const { detail, summary } = useLoaderData() as GuestOrderDetailData;
  return (
    <div className="ui-container mypage-guest">
      <OrderDetailView title={pageMessages.titles.guestOrderDetail} detail={detail} summary={summary} backHref={paths.guest.orders.getHref()} />
    </div>
  );
}
