import type { ItemOption } from '@shop/api-client';

/** How many steps a combination type has: S 1, S2 2, S3 3. */
export function stepCount(optionType: string): number {
  if (optionType === 'S3') return 3;
  if (optionType === 'S2') return 2;
  return 1;
}

/** The value of step `index` (0-based) of an option. */
export function stepValue(option: ItemOption, index: number): string {
  const value = index === 0 ? option.optionName1 : index === 1 ? option.optionName2 : option.optionName3;
  return value ?? '';
}

/** True when the combination cannot be bought. */
export function isOptionSoldOut(option: ItemOption): boolean {
  return option.isSoldOut === true || option.optionSoldOutFlag === 'Y' || (option.optionStockQuantity !== undefined && option.optionStockQuantity <= 0 && option.optionType !== 'T');
}

/** One choice of a step: its value, whether every combination under it is sold out, and the extra price of the last step. */
export type StepChoice = { value: string; soldOut: boolean; option?: ItemOption };

/**
 * The choices of step `index` given the values chosen in the earlier steps, in the options' order. A choice is
 * sold out when every combination below it is; on the last step the choice carries its option (with its price).
 * @example stepChoices(options, 'S2', ['블랙'], 1) // sizes available in black
 */
export function stepChoices(options: ReadonlyArray<ItemOption>, optionType: string, chosen: ReadonlyArray<string>, index: number): StepChoice[] {
  const last = index === stepCount(optionType) - 1;
  const matching = options.filter((option) => chosen.slice(0, index).every((value, i) => stepValue(option, i) === value));
  const choices: StepChoice[] = [];
  for (const option of matching) {
    const value = stepValue(option, index);
    const existing = choices.find((choice) => choice.value === value);
    const soldOut = isOptionSoldOut(option);
    if (existing) existing.soldOut = existing.soldOut && soldOut;
    else choices.push({ value, soldOut, option: last ? option : undefined });
  }
  return choices;
}

/** The combination matching all chosen values, once every step has one. */
export function findCombination(options: ReadonlyArray<ItemOption>, optionType: string, chosen: ReadonlyArray<string>): ItemOption | undefined {
  const steps = stepCount(optionType);
  if (chosen.length < steps || chosen.slice(0, steps).some((value) => value === '')) return undefined;
  return options.find((option) => chosen.slice(0, steps).every((value, i) => stepValue(option, i) === value));
}

/** Display name of a combination: its step values joined by " / ". */
export function combinationName(option: ItemOption, optionType: string): string {
  return Array.from({ length: stepCount(optionType) }, (_, i) => stepValue(option, i)).filter(Boolean).join(' / ');
}
