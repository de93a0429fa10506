import { callContract, normalizeCart } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext, cartCountAtom } from '@shop/session';
import { allLines, toCartModel } from '../cart-model.ts';
import type { CartModel } from '../cart-model.ts';

/**
 * `/cart`: the visitor's (or member's) cart from `GET /api/cart`, reduced to the page model. The header's cart
 * count follows the pieces in the cart, so it stays right after a reload of this page.
 */
export async function loadCart({ context }: LoaderFunctionArgs): Promise<CartModel> {
  const { api, store } = context.get(appContext);
  const model = toCartModel(normalizeCart(await callContract(api, 'GET /api/cart', { cache: 'no-store' })));
  store.set(cartCountAtom, allLines(model).reduce((sum, line) => sum + line.quantity, 0));
  return model;
}
