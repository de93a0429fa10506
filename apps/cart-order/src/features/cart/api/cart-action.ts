import { deleteCart, getCartCount, getUserMessage, updateCartQuantity } from '@shop/api-client';
import type { ApiTransport } from '@shop/api-client';
import type { ActionFunctionArgs } from '@shop/router';
import { appContext, cartCountAtom } from '@shop/session';
import type { Store } from 'jotai';
import { messages } from '../../../messages/ko.ts';

/** What the cart page submits (JSON). */
export type CartActionInput = { intent: 'update-quantity'; cartId: number; quantity: number } | { intent: 'delete'; cartIds: number[] };

/** What the action answers; a failure carries the Korean message to show. */
export type CartActionResult = { ok: true; intent: CartActionInput['intent'] } | { ok: false; intent: CartActionInput['intent'] | null; message: string };

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** Reads and checks the submitted JSON; null when it is not a cart command. */
export function parseCartActionInput(body: unknown): CartActionInput | null {
  const input = body as Record<string, unknown> | null;
  if (input?.intent === 'update-quantity' && isId(input.cartId) && isId(input.quantity)) {
    return { intent: 'update-quantity', cartId: input.cartId, quantity: input.quantity };
  }
  if (input?.intent === 'delete' && Array.isArray(input.cartIds) && input.cartIds.length > 0 && input.cartIds.every(isId)) {
    return { intent: 'delete', cartIds: input.cartIds };
  }
  return null;
}

async function reloadCartCount(api: ApiTransport, store: Store): Promise<void> {
  try {
    store.set(cartCountAtom, await getCartCount(api));
  } catch {
    // The count is refreshed again with the cart; the command itself succeeded.
  }
}

/**
 * `/cart` action: change a line's quantity (success only on `{ status: 200, message: 'OK' }`) or delete lines,
 * then reload the cart count. The route's loader revalidates afterwards, so the page shows the server's cart.
 */
export async function cartAction({ request, context }: ActionFunctionArgs): Promise<CartActionResult> {
  const { api, store } = context.get(appContext);
  const input = parseCartActionInput(await request.json().catch(() => null));
  if (!input) return { ok: false, intent: null, message: messages.cart.quantityFailed };
  try {
    const done = input.intent === 'update-quantity' ? await updateCartQuantity(api, { cartId: input.cartId, quantity: input.quantity }) : await deleteCart(api, input.cartIds);
    if (!done) return { ok: false, intent: input.intent, message: input.intent === 'delete' ? messages.cart.deleteFailed : messages.cart.quantityFailed };
  } catch (error) {
    return { ok: false, intent: input.intent, message: getUserMessage(error) };
  }
  await reloadCartCount(api, store);
  return { ok: true, intent: input.intent };
}
