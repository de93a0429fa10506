import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { AddToCartInput } from '@shop/contracts';

/** One line for `arrayRequiredItems`. */
export type CartItemLine = { itemId: number; quantity: number; optionPart?: string };

/**
 * Encodes a line as `"{itemId}||{quantity}||{optionPart}"` (an empty option part for items without options).
 * @param line Item id, quantity and option part.
 * @returns The encoded line.
 * @example encodeCartItem({ itemId: 1001, quantity: 2 }) // '1001||2||'
 */
export function encodeCartItem(line: CartItemLine): string {
  return `${line.itemId}||${line.quantity}||${line.optionPart ?? ''}`;
}

/**
 * `POST /api/cart/add`.
 * @param api The transport.
 * @param input `{ arrayRequiredItems }` (see `encodeCartItem`) or `{ itemSets }`.
 * @returns True when the server answered status 200.
 */
export async function addToCart(api: ApiTransport, input: AddToCartInput): Promise<boolean> {
  const answer = await callContract(api, 'POST /api/cart/add', { body: input });
  return answer?.status === 200;
}
