import { addRecentlyViewed, parseRecentlyViewed, recordRecentlyViewed, RECENTLY_VIEWED_KEY } from './recently-viewed.ts';

describe('recently viewed', () => {
  it('puts the latest first without duplicates', () => {
    expect(addRecentlyViewed([], 5)).toEqual([5]);
    expect(addRecentlyViewed([3, 2, 1], 2)).toEqual([2, 3, 1]);
    expect(addRecentlyViewed([3, 2, 1], 3)).toEqual([3, 2, 1]);
  });

  it('keeps at most 10', () => {
    const full = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
    expect(addRecentlyViewed(full, 11)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    expect(addRecentlyViewed(full, 1)).toEqual([1, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  });

  it('reads malformed storage as empty and records into sessionStorage', () => {
    expect(parseRecentlyViewed('not json')).toEqual([]);
    expect(parseRecentlyViewed('{"a":1}')).toEqual([]);
    expect(parseRecentlyViewed('[1,"x",-2,3]')).toEqual([1, 3]);
    sessionStorage.clear();
    recordRecentlyViewed(sessionStorage, 7);
    recordRecentlyViewed(sessionStorage, 8);
    recordRecentlyViewed(sessionStorage, 7);
    expect(sessionStorage.getItem(RECENTLY_VIEWED_KEY)).toBe('[7,8]');
  });
});
