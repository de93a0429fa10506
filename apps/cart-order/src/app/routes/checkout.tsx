import { useLoaderData } from '@shop/router';
import type { loadCheckout } from '../../features/checkout/api/load-checkout.ts';
import { CheckoutView } from '../../features/checkout/components/checkout-view.tsx';
import { checkoutMessages } from '../../messages/checkout.ko.ts';

/** /order/checkout: the order sheet (주문/결제). */
export default function CheckoutPage() {
  const data = useLoaderData<typeof loadCheckout>();
  return (
    <div className="ui-container checkout-page">
      <h1 className="cart-page__title">{checkoutMessages.sheet.heading}</h1>
      <CheckoutView key={data.sheet.orderSheetId} data={data} />
    </div>
  );
}
