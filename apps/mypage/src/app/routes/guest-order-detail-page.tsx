import { useLoaderData } from '@shop/router';
import { OrderDetailView } from '../../components/order-detail-view.tsx';
import { paths } from '../../config/paths.ts';
import type { loadGuestOrderDetail } from '../../features/guest/api/load-guest-order-detail.ts';
import { pageMessages } from '../../messages/pages.ko.ts';

/** /guest/orders/{orderCode}: the guest's order in full, with its requests (취소/반품/교환 신청 내역). */
export default function GuestOrderDetailPage() {
  const { detail, summary, claims } = useLoaderData<typeof loadGuestOrderDetail>();
  return (
    <div className="ui-container mypage-guest">
      <OrderDetailView title={pageMessages.titles.guestOrderDetail} detail={detail} summary={summary} backHref={paths.guest.orders.getHref()} claims={claims} />
    </div>
  );
}
