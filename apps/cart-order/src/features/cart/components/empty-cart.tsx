import { Link } from '@shop/router';
import { buttonClassName, EmptyState } from '@shop/ui';
import { paths } from '../../../config/paths.ts';
import { messages } from '../../../messages/ko.ts';

/** The cart without lines, with a way back to the shop. */
export function EmptyCart() {
  return (
    <EmptyState className="cart-empty" message={messages.cart.empty} description={messages.cart.emptyDescription}>
      <Link className={buttonClassName({ variant: 'primary' })} to={paths.home.getHref()}>
        {messages.cart.continueShopping}
      </Link>
    </EmptyState>
  );
}
