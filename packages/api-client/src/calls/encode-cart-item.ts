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
