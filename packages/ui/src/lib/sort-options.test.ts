import { readSortKey, sortParams, writeSortKey } from './sort-options.ts';

describe('sort options', () => {
  it('maps each sort to the API parameters of the contract', () => {
    expect(sortParams('ORDERING')).toEqual({ orderBy: 'ORDERING' });
    expect(sortParams('CREATED_DATE')).toEqual({ orderBy: 'CREATED_DATE' });
    expect(sortParams('HITS')).toEqual({ orderBy: 'HITS' });
    expect(sortParams('SALE_PRICE_DESC')).toEqual({ orderBy: 'SALE_PRICE', sort: 'DESC' });
    expect(sortParams('SALE_PRICE_ASC')).toEqual({ orderBy: 'SALE_PRICE', sort: 'ASC' });
  });

  it('reads the sort back from the query string', () => {
    expect(readSortKey(new URLSearchParams(''))).toBe('ORDERING');
    expect(readSortKey(new URLSearchParams('orderBy=HITS'))).toBe('HITS');
    expect(readSortKey(new URLSearchParams('orderBy=SALE_PRICE&sort=ASC'))).toBe('SALE_PRICE_ASC');
    expect(readSortKey(new URLSearchParams('orderBy=SALE_PRICE'))).toBe('SALE_PRICE_DESC');
    expect(readSortKey(new URLSearchParams('orderBy=DROP_TABLE'))).toBe('ORDERING');
  });

  it('writes the sort, resets the page and keeps other parameters', () => {
    const search = new URLSearchParams('page=3&orderBy=HITS&color=red');
    expect(writeSortKey(search, 'SALE_PRICE_ASC').toString()).toBe('color=red&orderBy=SALE_PRICE&sort=ASC');
    expect(writeSortKey(search, 'ORDERING').toString()).toBe('color=red');
    expect(search.toString()).toBe('page=3&orderBy=HITS&color=red');
  });
});
