import type { ItemOptionTable } from '../db/schema.ts';
import type { OptionTemplateKey } from './data/categories.ts';
import { OPTION_TEMPLATES, type OptionValue } from './data/options.ts';
import type { Prng } from './prng.ts';

export type BuiltOptions = {
  type: 'S' | 'S2' | 'S3' | 'T';
  titles: [string | null, string | null, string | null];
  rows: ItemOptionTable[];
};

function combinations(steps: OptionValue[][]): OptionValue[][] {
  return steps.reduce<OptionValue[][]>((acc, step) => acc.flatMap((prefix) => step.map((v) => [...prefix, v])), [[]]);
}

/**
 * Builds the option rows of one item from a template. Combination types (S, S2, S3) get one
 * row per combination with its own stock (about one in ten sold out); text options (T) get one
 * row per input field and no stock of their own.
 */
export function buildOptions(key: OptionTemplateKey, itemId: number, firstId: number, rng: Prng): BuiltOptions {
  const template = OPTION_TEMPLATES[key];
  const titles: BuiltOptions['titles'] = [template.titles[0] ?? null, template.titles[1] ?? null, template.titles[2] ?? null];
  if (template.type === 'T') {
    const rows = template.fields.map((field, i) => ({
      id: firstId + i,
      itemId,
      optionType: 'T',
      name1: field.name,
      name2: null,
      name3: null,
      optionPrice: field.price,
      stockQuantity: 0,
      hideFlag: 'N' as const,
      ordering: i + 1,
    }));
    return { type: 'T', titles, rows };
  }
  const steps = template.values.map((values, i) => {
    const chosen = new Set(rng.sample(values, template.pick[i] ?? values.length));
    return values.filter((v) => chosen.has(v));
  });
  const rows = combinations(steps).map((combo, i) => ({
    id: firstId + i,
    itemId,
    optionType: template.type,
    name1: combo[0]?.[0] ?? '',
    name2: combo[1]?.[0] ?? null,
    name3: combo[2]?.[0] ?? null,
    optionPrice: combo.reduce((sum, [, price]) => sum + price, 0),
    stockQuantity: rng.chance(0.1) ? 0 : rng.int(3, 60),
    hideFlag: 'N' as const,
    ordering: i + 1,
  }));
  return { type: template.type, titles, rows };
}
