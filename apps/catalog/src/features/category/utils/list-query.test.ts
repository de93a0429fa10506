import { itemListQuery, readPage } from './list-query.ts';

describe('readPage', () => {
  it('reads a positive page and falls back to 1', () => {
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
    expect(readPage(new URLSearchParams(''))).toBe(1);
    expect(readPage(new URLSearchParams('page=0'))).toBe(1);
    expect(readPage(new URLSearchParams('page=-2'))).toBe(1);
    expect(readPage(new URLSearchParams('page=2.5'))).toBe(1);
    expect(readPage(new URLSearchParams('page=abc'))).toBe(1);
    expect(readPage(new URLSearchParams('page=999999'))).toBe(10000);
  });
});

describe('itemListQuery', () => {
  it('turns the URL into the API query with 24 items per page', () => {
    expect(itemListQuery('shirts', new URLSearchParams('orderBy=SALE_PRICE&sort=ASC&page=2'))).toEqual({
      categoryUrl: 'shirts',
      orderBy: 'SALE_PRICE',
      sort: 'ASC',
      page: 2,
      itemsPerPage: 24,
    });
  });

  it('uses 추천순 and page 1 by default and ignores unknown sorts', () => {
    expect(itemListQuery('shirts', new URLSearchParams('orderBy=evil'))).toEqual({
      categoryUrl: 'shirts',
      orderBy: 'ORDERING',
      sort: undefined,
      page: 1,
      itemsPerPage: 24,
    });
  });
});
