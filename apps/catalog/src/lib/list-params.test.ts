import { readCardList, readCardListKeepingOrder, readListPage } from './list-params.ts';

describe('list params', () => {
  it('reads the page, falling back to 1', () => {
    expect(readListPage(new URLSearchParams('page=3'))).toBe(3);
    expect(readListPage(new URLSearchParams('page=-1'))).toBe(1);
    expect(readListPage(new URLSearchParams('page=abc'))).toBe(1);
    expect(readListPage(new URLSearchParams('page=99999999'))).toBe(1);
    expect(readListPage(new URLSearchParams('page=999999'))).toBe(10_000);
  });

  it('reads the sort, or keeps the API order when the URL has none', () => {
    expect(readCardList(new URLSearchParams('orderBy=SALE_PRICE&sort=ASC&page=2'), 24)).toEqual({ orderBy: 'SALE_PRICE', sort: 'ASC', page: 2, size: 24 });
    expect(readCardList(new URLSearchParams(''), 24)).toEqual({ orderBy: 'ORDERING', sort: undefined, page: 1, size: 24 });
    expect(readCardListKeepingOrder(new URLSearchParams('page=2'), 24)).toEqual({ page: 2, size: 24 });
    expect(readCardListKeepingOrder(new URLSearchParams('orderBy=HITS'), 24)).toEqual({ orderBy: 'HITS', sort: undefined, page: 1, size: 24 });
  });
});
