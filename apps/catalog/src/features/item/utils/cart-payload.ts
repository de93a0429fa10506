import type { AddToCartInput } from '@shop/api-client';
import { encodeCartItem } from '@shop/api-client';
import type { SelectedLine } from './selected-lines.ts';

/** What the buy box knows about the item when it builds the cart request. */
export type PayloadItem = { itemId: number; isSet: boolean; sets: ReadonlyArray<{ itemId: number; quantity: number }> };

/**
 * The option part of a line (reference-behaviour 5.1): '' without options, `"{itemOptionId}```"` for a
 * combination, `"{optionId}```{text}"` joined by `^^^` for text options.
 */
export function optionPart(line: SelectedLine): string {
  if (line.itemOptionId !== null) return `${line.itemOptionId}\`\`\``;
  return line.texts.map((t) => `${t.optionId}\`\`\`${t.text}`).join('^^^');
}

/**
 * The `POST /api/cart/add` body for the chosen lines: `{ itemSets }` for a set item (its components as
 * `"childId||qty||"` lines), `{ arrayRequiredItems }` otherwise.
 */
export function cartPayload(item: PayloadItem, lines: ReadonlyArray<SelectedLine>): AddToCartInput {
  if (item.isSet) {
    return {
      itemSets: lines.map((line) => ({
        itemId: item.itemId,
        quantity: line.quantity,
        arrayItemSets: item.sets.map((part) => encodeCartItem({ itemId: part.itemId, quantity: part.quantity * line.quantity })),
      })),
    };
  }
  return { arrayRequiredItems: lines.map((line) => encodeCartItem({ itemId: item.itemId, quantity: line.quantity, optionPart: optionPart(line) })) };
}
