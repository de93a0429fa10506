import { useLoaderData } from '@shop/router';
import { OrderDetailView } from '../../components/order-detail-view.tsx';
import { paths } from '../../config/paths.ts';
import type { loadOrderDetail } from '../../features/orders/api/load-order-detail.ts';
import { MypageFrame } from '../../features/navigation/components/mypage-frame.tsx';
import { pageMessages } from '../../messages/pages.ko.ts';

/** /mypage/orders/{orderCode}: the member's order in full, printable. */
export default function OrderDetailPage() {
  const { detail, summary } = useLoaderData<typeof loadOrderDetail>();
  return (
    <MypageFrame>
      <OrderDetailView title={pageMessages.titles.orderDetail} detail={detail} summary={summary} backHref={paths.mypage.orders.getHref()} />
    </MypageFrame>
  );
}
