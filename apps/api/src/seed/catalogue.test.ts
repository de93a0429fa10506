import assert from 'node:assert/strict';
import { buildCatalogue } from './catalogue.ts';

describe('buildCatalogue', () => {
  const catalogue = buildCatalogue();
  const items = catalogue.items.map((it) => it.row);

  it('is the same on every run', () => {
    assert.deepEqual(buildCatalogue(), catalogue);
  });

  it('has a 3-level tree of at least 30 categories', () => {
    assert.ok(catalogue.categories.length >= 30);
    assert.deepEqual([...new Set(catalogue.categories.map((c) => c.depth))].sort(), [1, 2, 3]);
    const roots = catalogue.categories.filter((c) => c.depth === 1);
    for (const root of roots) {
      const mids = catalogue.categories.filter((c) => c.parentId === root.id);
      assert.ok(mids.length > 0, root.name);
      for (const mid of mids) assert.ok(catalogue.categories.some((c) => c.parentId === mid.id), mid.name);
    }
  });

  it('covers what the storefront needs to show', () => {
    assert.ok(items.length >= 200);
    assert.equal(new Set(items.map((i) => i.itemUserCode)).size, items.length);
    assert.equal(new Set(items.map((i) => i.name)).size, items.length);
    assert.deepEqual([...new Set(items.map((i) => i.shippingType))].sort(), ['1', '2', '3', '4', '5', '6']);
    assert.ok(new Set(items.map((i) => i.sellerId)).size >= 4);
    assert.ok(new Set(items.map((i) => i.brandId)).size >= 12);
    assert.deepEqual([...new Set(items.map((i) => i.itemOptionType).filter(Boolean))].sort(), ['S', 'S2', 'S3', 'T']);
    assert.ok(items.some((i) => i.itemType === '3'));
    assert.ok(items.some((i) => i.stockQuantity === 0));
    assert.ok(items.some((i) => i.presentPrice < i.itemPrice));
    assert.ok(items.some((i) => i.nonmemberOrderType === '2') && items.some((i) => i.couponUseFlag === 'N'));
    assert.ok(catalogue.items.some((it) => it.options.some((o) => o.optionType !== 'T' && o.stockQuantity === 0)));
    assert.ok(items.every((i) => i.presentPrice > 0 && i.presentPrice <= i.itemPrice && i.presentPrice % 100 === 0));
  });

  it('keeps one shipping policy per shipping group', () => {
    const groups = new Map<string, string>();
    for (const i of items) {
      const policy = [i.sellerId, i.shippingType, i.shipping, i.shippingFreeAmount, i.shippingItemCount].join('/');
      assert.equal(groups.get(i.shippingGroupCode) ?? policy, policy, i.shippingGroupCode);
      groups.set(i.shippingGroupCode, policy);
    }
  });

  it('gives each item 2 to 4 distinct pictures', () => {
    for (const it of catalogue.items) {
      assert.ok(it.images.length >= 2 && it.images.length <= 4);
      assert.equal(new Set(it.images.map((i) => i.path)).size, it.images.length);
    }
    const visuals = new Set(catalogue.items.map((it) => JSON.stringify(it.visual)));
    assert.equal(visuals.size, catalogue.items.length);
  });
});
