import { Link } from '@shop/router';
import { buttonClassName } from '@shop/ui';
import { paths } from '../../../config/paths.ts';
import { completeMessages } from '../../../messages/complete.ko.ts';

const C = completeMessages;

/**
 * What a guest needs to find the order again: its number, the two ways of 비회원 주문조회 (order number and order
 * password, or name and phone by SMS) and a link there. Loaded on its own (complete-view.tsx) so members' first
 * load does not carry it.
 */
export default function GuestOrderGuide({ orderCode }: { orderCode: string }) {
  return (
    <section className="checkout-section complete-guest-guide" aria-labelledby="complete-guest-guide">
      <h2 className="checkout-section__title" id="complete-guest-guide">
        {C.guestGuideTitle}
      </h2>
      <p>{C.guestGuideKeep(orderCode)}</p>
      <p>{C.guestGuideWays}</p>
      <Link className={buttonClassName({ variant: 'outline', size: 'md' })} to={paths.guestOrders.getHref()}>
        {C.guestGuideLink}
      </Link>
    </section>
  );
}
