import type { Category, CategoryWithBreadcrumbs } from '@shop/api-client';
import { categoryChips, categoryTrail, trailSiblings } from './category-nav.ts';

function node(categoryId: number, url: string, name: string, depth: number, childCategories: Category[] = []): Category {
  return { categoryId, code: url, url, name, link: `/categories/${url}`, depth, parentCategoryId: null, childCategories };
}

const SHIRTS = node(111, 'shirts', '셔츠', 3);
const KNITS = node(112, 'knits', '니트', 3);
const TOPS = node(11, 'tops', '상의', 2, [SHIRTS, KNITS]);
const FASHION = node(1, 'fashion', '패션', 1, [TOPS]);
const LIVING = node(2, 'living', '리빙', 1);
const TREE = [FASHION, LIVING];

function withCrumbs(category: Category, breadcrumbs: Category[]): CategoryWithBreadcrumbs {
  return { ...category, breadcrumbs };
}

describe('categoryTrail', () => {
  it('lists the ancestors then the category, whether or not the API includes it', () => {
    const expected = [
      { url: 'fashion', name: '패션' },
      { url: 'tops', name: '상의' },
      { url: 'shirts', name: '셔츠' },
    ];
    expect(categoryTrail(withCrumbs(SHIRTS, [FASHION, TOPS]))).toEqual(expected);
    expect(categoryTrail(withCrumbs(SHIRTS, [FASHION, TOPS, SHIRTS]))).toEqual(expected);
  });
});

describe('categoryChips', () => {
  it('shows the children of a category with children', () => {
    const chips = categoryChips(withCrumbs(TOPS, [FASHION]), TREE);
    expect(chips?.all).toEqual({ url: 'tops', name: '상의' });
    expect(chips?.allCurrent).toBe(true);
    expect(chips?.chips.map((chip) => chip.name)).toEqual(['셔츠', '니트']);
  });

  it('shows the siblings of a leaf, marking the current one', () => {
    const chips = categoryChips(withCrumbs(SHIRTS, [FASHION, TOPS]), TREE);
    expect(chips?.all.url).toBe('tops');
    expect(chips?.allCurrent).toBe(false);
    expect(chips?.chips.filter((chip) => chip.current).map((chip) => chip.url)).toEqual(['shirts']);
  });

  it('shows nothing for a top-level category without children', () => {
    expect(categoryChips(withCrumbs(LIVING, []), TREE)).toBeNull();
  });

  it('falls back to the API children when the tree is not available', () => {
    expect(categoryChips(withCrumbs(TOPS, [FASHION]), [])?.chips.map((chip) => chip.url)).toEqual(['shirts', 'knits']);
  });
});

describe('trailSiblings', () => {
  it('offers the categories beside each breadcrumb step, the top level first', () => {
    const trail = [
      { url: 'fashion', name: '패션' },
      { url: 'tops', name: '상의' },
      { url: 'shirts', name: '셔츠' },
    ];
    expect(trailSiblings(trail, TREE)).toEqual([
      [
        { url: 'fashion', name: '패션' },
        { url: 'living', name: '리빙' },
      ],
      [{ url: 'tops', name: '상의' }],
      [
        { url: 'shirts', name: '셔츠' },
        { url: 'knits', name: '니트' },
      ],
    ]);
  });

  it('gives nothing where the tree does not know a step', () => {
    expect(trailSiblings([{ url: 'gone', name: '없음' }, { url: 'child', name: '하위' }], [])).toEqual([[], []]);
  });
});
