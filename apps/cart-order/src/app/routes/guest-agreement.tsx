import { useLoaderData } from '@shop/router';
import type { loadGuestAgreement } from '../../features/guest-agreement/api/load-guest-agreement.ts';
import { GuestAgreementView } from '../../features/guest-agreement/components/guest-agreement-view.tsx';
import { checkoutMessages } from '../../messages/checkout.ko.ts';

/** /order/guest-agreement: the guest terms before a guest's order sheet. */
export default function GuestAgreementPage() {
  const { sheetId } = useLoaderData<typeof loadGuestAgreement>();
  return (
    <div className="ui-container checkout-page">
      <h1 className="cart-page__title">{checkoutMessages.guest.heading}</h1>
      <GuestAgreementView sheetId={sheetId} />
    </div>
  );
}
