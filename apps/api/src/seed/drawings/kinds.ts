// Which drawing shows what a leaf category sells: one entry per product noun of the leaf (data/categories.ts),
// so a 샤인머스캣 is drawn as grapes and a 한라봉 as a citrus. Every leaf must be listed: there is no fallback.
import { blouse, coat, dress, knit, shirt, tshirt } from './fashion.ts';
import { cream, cushion, lipstick, palette, serum, toner } from './beauty.ts';
import { apple, citrus, grapes, melon, strawberry } from './fruit.ts';
import { eggs, fish, meat } from './fresh.ts';
import { coffee, meal, snack } from './pantry.ts';
import { bed, bedding, chair, curtain, desk, lamp, sofa } from './furniture.ts';
import { charger, kitchen, phoneCase, powerbank, purifier, vacuum } from './digital.ts';
import { detergent, ginseng, probiotics, storage, towels, vitamins } from './living.ts';
import type { Drawing } from './kit.ts';

/** Every drawing by name. */
export const DRAWINGS = {
  dress, tshirt, shirt, blouse, knit, coat,
  toner, serum, cream, lipstick, cushion, palette,
  apple, grapes, melon, citrus, strawberry, meat, eggs, fish, coffee, meal, snack,
  bed, sofa, desk, chair, lamp, curtain, bedding,
  phoneCase, charger, powerbank, vacuum, purifier, kitchen,
  detergent, towels, storage, vitamins, ginseng, probiotics,
} satisfies Record<string, Drawing>;

export type DrawingKind = keyof typeof DRAWINGS;

/** A drawing and the style it is drawn in. */
export type DrawingRef = { kind: DrawingKind; style: number };

const styles = (kind: DrawingKind, ...list: number[]): DrawingRef[] => list.map((style) => ({ kind, style }));
const kinds = (...list: [DrawingKind, number][]): DrawingRef[] => list.map(([kind, style]) => ({ kind, style }));

/** Per leaf url: the drawing of each of its products, in the order of `LeafSpec.products`. */
export const LEAF_DRAWINGS: Record<string, DrawingRef[]> = {
  'fashion-women-dress': styles('dress', 0, 1, 2, 1, 3),
  'fashion-women-blouse': kinds(['blouse', 0], ['shirt', 0], ['blouse', 1], ['shirt', 3]),
  'fashion-women-knit': styles('knit', 0, 1, 2, 3),
  'fashion-men-tshirt': styles('tshirt', 0, 1, 2, 3),
  'fashion-men-shirt': styles('shirt', 0, 1, 2, 3),
  'fashion-men-outer': styles('coat', 0, 1, 2, 3),
  'beauty-skincare-toner': styles('toner', 0, 1, 2, 3),
  'beauty-skincare-serum': styles('serum', 0, 1, 2, 3),
  'beauty-skincare-cream': styles('cream', 0, 1, 3, 2),
  'beauty-makeup-lip': styles('lipstick', 0, 1, 2, 3),
  'beauty-makeup-base': styles('cushion', 0, 1, 2, 3),
  'beauty-makeup-eye': styles('palette', 0, 1, 2, 3),
  'food-fresh-fruit': kinds(['apple', 0], ['grapes', 0], ['melon', 0], ['citrus', 0], ['strawberry', 0]),
  'food-fresh-meat': kinds(['meat', 0], ['meat', 1], ['eggs', 0], ['meat', 3]),
  'food-fresh-seafood': styles('fish', 0, 1, 2, 3),
  'food-processed-coffee': styles('coffee', 0, 1, 2, 3),
  'food-processed-meal': styles('meal', 0, 1, 2, 3),
  'food-processed-snack': styles('snack', 0, 1, 2, 3),
  'furniture-furniture-bed': styles('bed', 0, 1, 2, 3),
  'furniture-furniture-sofa': styles('sofa', 0, 1, 2, 3),
  'furniture-furniture-desk': kinds(['desk', 0], ['chair', 0], ['desk', 2], ['desk', 3]),
  'furniture-deco-light': styles('lamp', 0, 1, 2, 3),
  'furniture-deco-curtain': styles('curtain', 0, 1, 2, 3),
  'furniture-deco-bedding': styles('bedding', 0, 1, 2, 3),
  'digital-mobile-case': styles('phoneCase', 0, 1, 2, 3),
  'digital-mobile-charger': styles('charger', 0, 1, 2, 3),
  'digital-mobile-battery': styles('powerbank', 0, 1, 2, 3),
  'digital-appliance-cleaner': styles('vacuum', 0, 1, 2, 3),
  'digital-appliance-air': styles('purifier', 0, 1, 2, 3),
  'digital-appliance-kitchen': styles('kitchen', 0, 1, 2, 3),
  'living-goods-detergent': styles('detergent', 0, 1, 2, 3),
  'living-goods-bath': styles('towels', 0, 1, 2, 3),
  'living-goods-storage': styles('storage', 0, 1, 2, 3),
  'living-health-vitamin': styles('vitamins', 0, 1, 2, 3),
  'living-health-redginseng': styles('ginseng', 0, 1, 2, 3),
  'living-health-probiotics': styles('probiotics', 0, 1, 2, 3),
};

/** Pictures of the upper categories (home shortcuts): a drawing that stands for the whole category. */
export const BRANCH_DRAWINGS: Record<string, DrawingRef> = {
  fashion: { kind: 'dress', style: 0 },
  beauty: { kind: 'serum', style: 0 },
  food: { kind: 'apple', style: 0 },
  furniture: { kind: 'sofa', style: 0 },
  digital: { kind: 'phoneCase', style: 1 },
  living: { kind: 'detergent', style: 0 },
};

/** The drawing of the product `productName` of the leaf `leafUrl`; throws for a leaf or product it does not know. */
export function drawingOf(leafUrl: string, products: readonly string[], productName: string): DrawingRef {
  const refs = LEAF_DRAWINGS[leafUrl];
  if (!refs) throw new Error(`No drawing for the category ${leafUrl}`);
  const index = products.findIndex((p) => productName === p || productName.endsWith(` ${p}`));
  const ref = refs[index];
  if (!ref) throw new Error(`No drawing for "${productName}" in ${leafUrl}`);
  return ref;
}
