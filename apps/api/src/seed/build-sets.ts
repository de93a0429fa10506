import { SET_ITEMS } from './data/profiles.ts';
import { sellerById, type CatalogueItem } from './build-item.ts';
import type { Prng } from './prng.ts';

/**
 * Builds set items (itemType '3') from in-stock items without options of one seller.
 * The set costs 10% less than its components bought one by one.
 */
export function buildSets(items: CatalogueItem[], firstId: number, rng: Prng): CatalogueItem[] {
  const sets: CatalogueItem[] = [];
  for (const spec of SET_ITEMS) {
    const candidates = items.filter((it) => it.mid === spec.mid && it.options.length === 0 && it.row.stockQuantity > 0);
    const bySeller = new Map<number, CatalogueItem[]>();
    for (const c of candidates) bySeller.set(c.row.sellerId, [...(bySeller.get(c.row.sellerId) ?? []), c]);
    const pool = [...bySeller.values()].sort((a, b) => b.length - a.length)[0] ?? [];
    if (pool.length < spec.components) continue;
    const parts = rng.sample(pool, spec.components);
    const first = parts[0];
    if (!first) continue;
    const id = firstId + sets.length;
    const itemPrice = parts.reduce((s, p) => s + p.row.itemPrice, 0);
    const presentPrice = Math.floor((parts.reduce((s, p) => s + p.row.presentPrice, 0) * 0.9) / 100) * 100;
    const seller = sellerById(first.row.sellerId);
    const images = [1, 2].map((n) => ({ itemId: id, ordering: n, path: `/upload/items/${id}-${n}.webp` }));
    const names = parts.map((p) => p.row.name);
    const infos = [{ title: '제품명', description: spec.name }, { title: '구성', description: names.join(' + ') }];
    sets.push({
      root: first.root,
      mid: spec.mid,
      images,
      labelIds: [],
      options: [],
      components: parts.map((p, i) => ({ setItemId: id, componentItemId: p.row.id, quantity: 1, ordering: i + 1 })),
      visual: { ...first.visual, hue: rng.int(0, 359), parts: parts.map((p) => ({ kind: p.visual.kind, style: p.visual.style, hue: p.visual.hue })) },
      row: {
        ...first.row,
        id,
        itemUserCode: `P${id}`,
        name: spec.name,
        summary: `인기 상품 ${parts.length}종을 한 번에 알뜰하게 만나는 구성`,
        itemType: '3',
        itemPrice,
        presentPrice,
        stockQuantity: Math.min(...parts.map((p) => p.row.stockQuantity)),
        orderMinQuantity: 1,
        orderMaxQuantity: 10,
        shippingGroupCode: first.row.shippingGroupCode.startsWith('I') ? `I${id}` : first.row.shippingGroupCode,
        shippingExtraCharge1: seller.extraCharges[0],
        shippingExtraCharge2: seller.extraCharges[1],
        itemOptionType: null,
        itemOptionTitle1: null,
        itemOptionTitle2: null,
        itemOptionTitle3: null,
        detailContent: `<div class="item-detail"><h3>${spec.name}</h3><ul>${names.map((n) => `<li>${n}</li>`).join('')}</ul></div>`,
        infos: JSON.stringify(infos),
        couponUseFlag: parts.every((p) => p.row.couponUseFlag === 'Y') ? 'Y' : 'N',
      },
    });
  }
  return sets;
}
