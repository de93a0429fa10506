import type { ItemOptionTable, ItemTable } from '../../db/schema.ts';
import { apiError } from '../../http/error-table.ts';
import { MESSAGES } from '../../messages/ko.ts';
import { isSoldOut } from '../item/item-card.ts';
import { isOptionSoldOut, isTextOption, TEXT_OPTION_MAX_LENGTH } from '../item/item-options.ts';
import { combinationKey, textKey, type OptionPart } from './option-part.ts';

/** What a cart line stores about the chosen option, and how many units can be had. */
export type Selection = { itemOptionId: number | null; optionKey: string; texts: OptionPart[]; available: number };

type ItemFacts = Pick<ItemTable, 'soldOutFlag' | 'stockQuantity' | 'itemOptionType'>;

function textSelection(item: ItemFacts, options: ItemOptionTable[], parts: OptionPart[]): Selection {
  const textOptions = options.filter(isTextOption);
  if (parts.some((p) => !textOptions.some((o) => o.id === p.optionId))) throw apiError('OPTION_NOT_FOUND');
  const texts = textOptions.map((option) => {
    const text = parts.find((p) => p.optionId === option.id)?.text ?? '';
    if (!text) throw apiError('OPTION_REQUIRED', MESSAGES.cart.textOptionRequired(option.name1));
    if ([...text].length > TEXT_OPTION_MAX_LENGTH) throw apiError('BAD_REQUEST', MESSAGES.cart.textOptionTooLong(option.name1, TEXT_OPTION_MAX_LENGTH));
    return { optionId: option.id, text };
  });
  return { itemOptionId: null, optionKey: textKey(texts), texts, available: item.stockQuantity };
}

/**
 * Checks the option part of a cart request against the item: no option for plain items, exactly
 * one in-stock combination for S/S2/S3, a text for every field of T. Throws a 400 ApiError otherwise.
 */
export function resolveSelection(item: ItemFacts, options: ItemOptionTable[], parts: OptionPart[]): Selection {
  if (isSoldOut(item)) throw apiError('SOLD_OUT');
  if (!item.itemOptionType) {
    if (parts.length > 0) throw apiError('OPTION_NOT_ALLOWED');
    return { itemOptionId: null, optionKey: '', texts: [], available: item.stockQuantity };
  }
  if (item.itemOptionType === 'T') return textSelection(item, options, parts);
  const [part, ...more] = parts;
  if (!part) throw apiError('OPTION_REQUIRED');
  const option = options.find((o) => o.id === part.optionId && !isTextOption(o));
  if (more.length > 0 || part.text !== '' || !option) throw apiError('OPTION_NOT_FOUND');
  if (isOptionSoldOut(option)) throw apiError('OPTION_SOLD_OUT');
  return { itemOptionId: option.id, optionKey: combinationKey(option.id), texts: [], available: option.stockQuantity };
}
