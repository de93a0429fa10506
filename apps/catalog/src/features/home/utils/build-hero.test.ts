import type { ProductCardItem } from '@shop/ui';
import { buildHero } from './build-hero.ts';

function item(code: string, image = `/upload/items/${code}.png`): ProductCardItem {
  return { itemUserCode: code, itemName: `상품 ${code}`, itemImage: image, brand: `브랜드 ${code}`, presentPrice: 1000 };
}

describe('buildHero', () => {
  it('puts the most viewed item first and covers categories with unused items', () => {
    const tiles = buildHero(
      [item('A'), item('B')],
      [item('C')],
      [
        { category: { url: 'fashion', name: '패션' }, items: [item('A'), item('D')] },
        { category: { url: 'living', name: '리빙' }, items: [item('E')] },
        { category: { url: 'food', name: '푸드' }, items: [item('F')] },
      ],
    );
    expect(tiles).toEqual([
      { kind: 'item', itemUserCode: 'A', image: '/upload/items/A.png', title: '상품 A', subtitle: '브랜드 A' },
      { kind: 'category', categoryUrl: 'fashion', image: '/upload/items/D.png', title: '패션', subtitle: '상품 D' },
      { kind: 'category', categoryUrl: 'living', image: '/upload/items/E.png', title: '리빙', subtitle: '상품 E' },
    ]);
  });

  it('falls back to the newest item and skips categories without a usable image', () => {
    const tiles = buildHero([], [item('N')], [{ category: { url: 'empty', name: '빈' }, items: [item('X', '')] }]);
    expect(tiles.map((tile) => tile.kind)).toEqual(['item']);
    expect(tiles[0]).toMatchObject({ itemUserCode: 'N' });
  });

  it('is empty when there is no data', () => {
    expect(buildHero([], [], [])).toEqual([]);
  });
});
