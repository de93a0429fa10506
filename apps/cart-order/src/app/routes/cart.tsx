import { useLoaderData } from '@shop/router';
import { allLines } from '../../features/cart/cart-model.ts';
import type { loadCart } from '../../features/cart/api/load-cart.ts';
import { CartView } from '../../features/cart/components/cart-view.tsx';
import { EmptyCart } from '../../features/cart/components/empty-cart.tsx';
import { messages } from '../../messages/ko.ts';

/** /cart: the visitor's cart grouped by seller and shipping group, with client-side totals of the checked lines. */
export default function CartPage() {
  const model = useLoaderData<typeof loadCart>();
  return (
    <div className="ui-container cart-page">
      <h1 className="cart-page__title">{messages.cart.heading}</h1>
      {allLines(model).length === 0 ? <EmptyCart /> : <CartView model={model} />}
    </div>
  );
}
