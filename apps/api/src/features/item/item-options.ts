import type { ItemOption } from '@shop/contracts';
import type { ItemOptionTable } from '../../db/schema.ts';

/** Text (T) options take free input and have no stock of their own. */
export function isTextOption(option: Pick<ItemOptionTable, 'optionType'>): boolean {
  return option.optionType === 'T';
}

/** A combination option is sold out when its own stock is empty. */
export function isOptionSoldOut(option: Pick<ItemOptionTable, 'optionType' | 'stockQuantity'>): boolean {
  return !isTextOption(option) && option.stockQuantity <= 0;
}

/** An option on the wire (reference-behaviour section 6, Option). */
export function toOptionView(option: ItemOptionTable, presentPrice: number): ItemOption {
  const soldOut = isOptionSoldOut(option);
  return {
    itemOptionId: option.id,
    optionType: option.optionType,
    optionDisplayType: isTextOption(option) ? 'text' : 'select',
    optionName1: option.name1,
    optionName2: option.name2,
    optionName3: option.name3,
    optionPrice: option.optionPrice,
    optionPriceNonmember: option.optionPrice,
    optionStockFlag: isTextOption(option) ? 'N' : 'Y',
    optionSoldOutFlag: soldOut ? 'Y' : 'N',
    optionStockQuantity: isTextOption(option) ? 0 : option.stockQuantity,
    optionHideFlag: option.hideFlag,
    isSoldOut: soldOut,
    price: presentPrice + option.optionPrice,
  };
}

/** Longest text accepted for a text (T) option. */
export const TEXT_OPTION_MAX_LENGTH = 20;
