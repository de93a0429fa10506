import assert from 'node:assert/strict';
import sharp from 'sharp';
import { buildCatalogue } from '../catalogue.ts';
import { CATEGORY_TREE } from '../data/categories.ts';
import { DRAWINGS, LEAF_DRAWINGS, drawingOf, type DrawingKind } from './kinds.ts';
import { categoryPicture, drawn, itemPicture } from './picture.ts';

const leaves = CATEGORY_TREE.flatMap((root) => root.children.flatMap((mid) => mid.children));

/**
 * Renders an SVG and answers its size and the share of the canvas something is drawn on (0 for nothing). The share is
 * read off a render at a quarter of the size (density 18 instead of 72): the same shapes, a sixteenth of the pixels.
 */
async function rendered(svg: string) {
  const { width, height } = await sharp(Buffer.from(svg)).metadata();
  const { channels } = await sharp(Buffer.from(svg), { density: 18 }).ensureAlpha().stats();
  return { width, height, covered: (channels[3]?.mean ?? 0) / 255 };
}

const alone = (body: string): string => `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">${body}</svg>`;

describe('product drawings per category', () => {
  it('gives every product of every leaf category a drawing of its own, and knows no other leaf', () => {
    for (const leaf of leaves) {
      const refs = LEAF_DRAWINGS[leaf.url];
      assert.ok(refs, `${leaf.url} has no drawings`);
      assert.equal(refs.length, leaf.products.length, `${leaf.url}: one drawing per product`);
      for (const ref of refs) assert.ok(ref.kind in DRAWINGS, `${leaf.url}: unknown drawing ${ref.kind}`);
    }
    assert.deepEqual(Object.keys(LEAF_DRAWINGS).sort(), leaves.map((l) => l.url).sort());
  });

  it('draws fruit as fruit and dresses as dresses', () => {
    const fruit = leaves.find((l) => l.url === 'food-fresh-fruit');
    assert.ok(fruit);
    assert.equal(drawingOf(fruit.url, fruit.products, '제철 샤인머스캣').kind, 'grapes');
    assert.equal(drawingOf(fruit.url, fruit.products, '국내산 부사 사과').kind, 'apple');
    assert.equal(drawingOf(fruit.url, fruit.products, '햇 제주 한라봉').kind, 'citrus');
    const dresses = leaves.find((l) => l.url === 'fashion-women-dress');
    assert.ok(dresses);
    for (const product of dresses.products) assert.equal(drawingOf(dresses.url, dresses.products, `데일리 ${product}`).kind, 'dress');
  });

  it('refuses a leaf or a product it has no drawing for instead of falling back to another one', () => {
    assert.throws(() => drawingOf('food-fresh-unknown', ['사과'], '사과'), /No drawing for the category/);
    const fruit = leaves.find((l) => l.url === 'food-fresh-fruit');
    assert.throws(() => drawingOf('food-fresh-fruit', fruit?.products ?? [], '국내산 수박'), /No drawing for "국내산 수박"/);
  });

  it('gives every generated item the drawing of its product, the same on every build', () => {
    const first = buildCatalogue();
    const second = buildCatalogue();
    assert.deepEqual(second.items.map((it) => it.visual), first.items.map((it) => it.visual));
    const byId = new Map(leaves.map((l) => [l.url, l]));
    const urls = new Map(first.categories.map((c) => [c.id, c.url]));
    for (const item of first.items.filter((it) => it.row.itemType === '1')) {
      const leaf = byId.get(urls.get(item.row.categoryId) ?? '');
      assert.ok(leaf, item.row.name);
      const ref = drawingOf(leaf.url, leaf.products, item.row.name);
      assert.deepEqual({ kind: item.visual.kind, style: item.visual.style }, ref, item.row.name);
    }
    for (const set of first.items.filter((it) => it.row.itemType === '3')) assert.ok((set.visual.parts ?? []).length >= 2, set.row.name);
    assert.equal(itemPicture(first.items[0]!.visual, 2), itemPicture(second.items[0]!.visual, 2));
  });

  it('renders every drawing in every style to a picture that is not blank, with no text in it', async () => {
    for (const kind of Object.keys(DRAWINGS) as DrawingKind[]) {
      for (const style of [0, 1, 2, 3]) {
        const svg = itemPicture({ kind, style, hue: 200, accent: 140, tilt: 12 }, 1);
        assert.doesNotMatch(svg, /<text|NaN|undefined/, `${kind} ${style}`);
        const picture = await rendered(svg);
        assert.deepEqual([picture.width, picture.height, picture.covered], [800, 800, 1], `${kind} ${style}`);
        const drawing = await rendered(alone(drawn({ kind, style }, 200)));
        assert.ok(drawing.covered > 0.03, `${kind} ${style} draws next to nothing (${drawing.covered})`);
      }
    }
  });

  it('frames the photos of one item differently and draws every category picture', async () => {
    const spec = { kind: 'dress' as const, style: 0, hue: 10, accent: 100, tilt: -8 };
    const photos = [1, 2, 3, 4].map((o) => itemPicture(spec, o));
    assert.equal(new Set(photos).size, 4);
    for (const category of buildCatalogue().categories) {
      const svg = categoryPicture(category.url, 30);
      assert.doesNotMatch(svg, /NaN|undefined/, category.url);
    }
    assert.equal((await rendered(categoryPicture('food', 30))).width, 400);
  });
});
