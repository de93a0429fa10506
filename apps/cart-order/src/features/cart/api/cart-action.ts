import { callContract, cartCountOf, encodeCartItem, getUserMessage, isStatusOk } from '@shop/api-client';
import type { ApiTransport } from '@shop/api-client';
import type { ActionFunctionArgs } from '@shop/router';
import { appContext, cartCountAtom } from '@shop/session';
import type { Store } from 'jotai';
import { messages } from '../../../messages/ko.ts';

/** What the cart page submits (JSON). */
export type CartActionInput =
  | { intent: 'update-quantity'; cartId: number; quantity: number }
  | { intent: 'delete'; cartIds: number[] }
  | { intent: 'change-option'; cartId: number; itemId: number; itemOptionId: number; quantity: number };

/** What the action answers; a failure carries the Korean message to show. */
export type CartActionResult = { ok: true; intent: CartActionInput['intent'] } | { ok: false; intent: CartActionInput['intent'] | null; message: string };

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** Reads and checks the submitted JSON; null when it is not a cart command. */
export function parseCartActionInput(body: unknown): CartActionInput | null {
  const input = body as Record<string, unknown> | null;
  if (input?.intent === 'update-quantity' && isId(input.cartId) && isId(input.quantity)) {
    return { intent: 'update-quantity', cartId: input.cartId, quantity: input.quantity };
  }
  if (input?.intent === 'change-option' && isId(input.cartId) && isId(input.itemId) && isId(input.itemOptionId) && isId(input.quantity)) {
    return { intent: 'change-option', cartId: input.cartId, itemId: input.itemId, itemOptionId: input.itemOptionId, quantity: input.quantity };
  }
  if (input?.intent === 'delete' && Array.isArray(input.cartIds) && input.cartIds.length > 0 && input.cartIds.every(isId)) {
    return { intent: 'delete', cartIds: input.cartIds };
  }
  return null;
}

const FAILED: Record<CartActionInput['intent'], string> = {
  'update-quantity': messages.cart.quantityFailed,
  delete: messages.cart.deleteFailed,
  'change-option': messages.cart.optionFailed,
};

/**
 * Runs one cart command. An option change adds the line with the new option first and removes the old one only
 * when that worked, so a refused option (sold out, limits) leaves the cart as it was.
 */
async function runCommand(api: ApiTransport, input: CartActionInput): Promise<boolean> {
  if (input.intent === 'update-quantity') {
    const answer = await callContract(api, 'POST /api/cart/update-quantity', { body: { cartId: input.cartId, quantity: input.quantity } });
    return answer?.status === 200 && answer.message === 'OK';
  }
  const deleteLines = async (cartIds: readonly number[]) => isStatusOk(await callContract(api, 'POST /api/cart/delete', { body: { id: [...cartIds] } }));
  if (input.intent === 'delete') return deleteLines(input.cartIds);
  const added = isStatusOk(await callContract(api, 'POST /api/cart/add', { body: { arrayRequiredItems: [encodeCartItem({ itemId: input.itemId, quantity: input.quantity, optionPart: `${input.itemOptionId}\`\`\`` })] } }));
  return added && deleteLines([input.cartId]);
}

async function reloadCartCount(api: ApiTransport, store: Store): Promise<void> {
  try {
    store.set(cartCountAtom, cartCountOf(await callContract(api, 'GET /api/cart/count', { cache: 'no-store' })));
  } catch {
    // The count is refreshed again with the cart; the command itself succeeded.
  }
}

/**
 * `/cart` action: change a line's quantity (success only on `{ status: 200, message: 'OK' }`), its option, or delete lines,
 * then reload the cart count. The route's loader revalidates afterwards, so the page shows the server's cart.
 */
export async function cartAction({ request, context }: ActionFunctionArgs): Promise<CartActionResult> {
  const { api, store } = context.get(appContext);
  const input = parseCartActionInput(await request.json().catch(() => null));
  if (!input) return { ok: false, intent: null, message: messages.cart.quantityFailed };
  try {
    const done = await runCommand(api, input);
    if (!done) return { ok: false, intent: input.intent, message: FAILED[input.intent] };
  } catch (error) {
    return { ok: false, intent: input.intent, message: getUserMessage(error) };
  }
  await reloadCartCount(api, store);
  return { ok: true, intent: input.intent };
}
