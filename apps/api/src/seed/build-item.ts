import type { ItemImageTable, ItemOptionTable, ItemSetComponentTable, ItemTable } from '../db/schema.ts';
import type { LeafContext } from './build-categories.ts';
import { buildOptions } from './build-options.ts';
import { drawingOf } from './drawings/kinds.ts';
import type { PictureSpec } from './drawings/picture.ts';
import { BRANDS } from './data/brands.ts';
import { ROOT_PROFILES } from './data/profiles.ts';
import { ROOT_SELLERS, SELLERS, type SellerSpec, type ShippingPolicySpec } from './data/sellers.ts';
import type { Prng } from './prng.ts';

/** What an item's generated pictures show: the drawing of its product, colours and angle. */
export type ItemVisual = PictureSpec;

/** One generated item with the rows that hang off it. */
export type CatalogueItem = {
  row: ItemTable;
  root: string;
  mid: string;
  images: ItemImageTable[];
  labelIds: number[];
  options: ItemOptionTable[];
  components: ItemSetComponentTable[];
  visual: ItemVisual;
};

export function weighted<T>(rng: Prng, entries: [T, number][]): T {
  const total = entries.reduce((s, [, w]) => s + w, 0);
  let roll = rng.next() * total;
  for (const [value, w] of entries) {
    roll -= w;
    if (roll < 0) return value;
  }
  const last = entries.at(-1);
  if (!last) throw new Error('weighted pick from an empty list');
  return last[0];
}

export function sellerById(id: number): SellerSpec {
  const seller = SELLERS.find((s) => s.id === id);
  if (!seller) throw new Error(`Unknown seller ${id}`);
  return seller;
}

/** The shipping columns of an item that follows `policy` of `seller`. */
export function shippingColumns(seller: SellerSpec, policy: ShippingPolicySpec, itemId: number) {
  const groupCode =
    policy.group === 'seller' ? `S${seller.id}` : policy.group === 'item' ? `I${itemId}` : `W${seller.id}-${policy.group.split(':')[1]}`;
  return {
    shippingType: policy.shippingType,
    shipping: policy.shipping,
    shippingFreeAmount: policy.shippingFreeAmount,
    shippingItemCount: policy.shippingItemCount,
    shippingExtraCharge1: seller.extraCharges[0],
    shippingExtraCharge2: seller.extraCharges[1],
    shippingGroupCode: groupCode,
  };
}

/** A price in the range ending in 900 won, like real list prices. */
function listPrice(rng: Prng, [min, max]: [number, number]): number {
  return Math.max(1900, Math.round(rng.int(min, max) / 1000) * 1000 - 100);
}

function detailHtml(name: string, summary: string, highlights: string[], images: ItemImageTable[]): string {
  const pictures = images.map((img) => `<p><img src="${img.path}" alt="${name}"></p>`).join('');
  const points = highlights.map((h) => `<li>${h}</li>`).join('');
  return `<div class="item-detail"><h3>${name}</h3><p>${summary}</p><ul>${points}</ul>${pictures}</div>`;
}

export type ItemInput = {
  id: number;
  leafContext: LeafContext;
  name: string;
  createdAt: string;
  firstOptionId: number;
};

/** Generates one regular item (itemType '1') of a leaf category. */
export function buildItem(input: ItemInput, rng: Prng): CatalogueItem {
  const { id, leafContext, name, createdAt } = input;
  const { root, leaf } = leafContext;
  const profile = ROOT_PROFILES[root.url];
  if (!profile) throw new Error(`No profile for category ${root.url}`);
  const brand = rng.pick(BRANDS.filter((b) => b.root === root.url));
  const seller = sellerById(weighted(rng, ROOT_SELLERS[root.url] ?? [[1, 1]]));
  const policy = weighted(rng, seller.policies.map((p): [ShippingPolicySpec, number] => [p, p.weight]));
  const itemPrice = listPrice(rng, leaf.price);
  const rate = rng.chance(0.55) ? rng.int(1, 8) * 5 : 0;
  const presentPrice = rate === 0 ? itemPrice : Math.floor((itemPrice * (100 - rate)) / 100 / 100) * 100;
  const options = leaf.option && rng.chance(leaf.optionChance ?? 0.5) ? buildOptions(leaf.option, id, input.firstOptionId, rng) : undefined;
  const combination = options && options.type !== 'T';
  const stockQuantity = combination ? options.rows.reduce((s, o) => s + o.stockQuantity, 0) : rng.chance(0.06) ? 0 : rng.int(5, 300);
  const summary = rng.pick(profile.summaries);
  const origin = rng.pick(profile.origins);
  const images = Array.from({ length: rng.int(2, 4) }, (_, i) => ({ itemId: id, ordering: i + 1, path: `/upload/items/${id}-${i + 1}.webp` }));
  const bundleFood = root.url === 'food' || root.url === 'living';
  const orderMinQuantity = bundleFood && rng.chance(0.1) ? 2 : 1;
  const orderMaxQuantity = rng.chance(0.12) ? rng.pick([3, 5]) : 99;
  const infos = [
    { title: '제품명', description: name },
    { title: '브랜드', description: brand.name },
    { title: '제조국', description: origin },
    ...profile.notices.map(([title, values]) => ({ title, description: rng.pick(values) })),
    { title: 'A/S 책임자와 전화번호', description: `${seller.name} 고객센터 1588-${String(1000 + seller.id * 111)}` },
  ];
  const reviewCount = Math.floor(rng.next() ** 2 * 400);
  const row: ItemTable = {
    id,
    itemUserCode: `P${id}`,
    name,
    summary,
    brandId: brand.id,
    sellerId: seller.id,
    categoryId: leafContext.id,
    itemType: '1',
    itemPrice,
    presentPrice,
    stockQuantity,
    soldOutFlag: 'N',
    nonmemberOrderType: rng.chance(0.85) ? '1' : '2',
    orderMinQuantity,
    orderMaxQuantity,
    ...shippingColumns(seller, policy, id),
    couponUseFlag: rng.chance(0.88) ? 'Y' : 'N',
    itemOptionType: options?.type ?? null,
    itemOptionTitle1: options?.titles[0] ?? null,
    itemOptionTitle2: options?.titles[1] ?? null,
    itemOptionTitle3: options?.titles[2] ?? null,
    originCountry: origin,
    detailContent: detailHtml(name, summary, rng.sample(profile.highlights, 3), images),
    infos: JSON.stringify(infos),
    hits: Math.floor(rng.next() ** 2 * 20000),
    ordering: 0,
    reviewCount,
    reviewScoreTenths: reviewCount === 0 ? 0 : rng.int(38, 50),
    createdAt,
    updatedAt: createdAt,
  };
  const hue = (rng.int(0, 359) + id * 137) % 360; // mixed with the id: neighbours in a leaf drew close hues
  const accent = rng.int(60, 300);
  rng.next(); // the draw of the former abstract shape: kept, so every later draw of the catalogue stays the same
  const visual: ItemVisual = { ...drawingOf(leaf.url, leaf.products, name), hue, accent, tilt: rng.int(-30, 30) };
  return { row, root: root.url, mid: leafContext.mid.url, images, labelIds: [], options: options?.rows ?? [], components: [], visual };
}
