import { addRecentKeyword, loadRecentKeywords, parseRecentKeywords, removeRecentKeyword, saveRecentKeywords, RECENT_KEYWORDS_KEY } from './recent-keywords.ts';

describe('recent keywords', () => {
  it('puts the newest first, without duplicates, at most 10', () => {
    expect(addRecentKeyword(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
    expect(addRecentKeyword(['a'], '  ')).toEqual(['a']);
    expect(addRecentKeyword(['a'], ' 홍삼 ')).toEqual(['홍삼', 'a']);
    const full = Array.from({ length: 10 }, (_, i) => `k${i}`);
    expect(addRecentKeyword(full, 'new')).toEqual(['new', ...full.slice(0, 9)]);
    expect(removeRecentKeyword(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('reads only well-formed stored lists', () => {
    expect(parseRecentKeywords('["a","",3,"b"]')).toEqual(['a', 'b']);
    expect(parseRecentKeywords('{"a":1}')).toEqual([]);
    expect(parseRecentKeywords('not json')).toEqual([]);
    expect(parseRecentKeywords(null)).toEqual([]);
  });

  it('survives a storage that throws', () => {
    const broken = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('quota'); }, removeItem: () => undefined };
    expect(loadRecentKeywords(broken)).toEqual([]);
    expect(() => saveRecentKeywords(broken, ['a'])).not.toThrow();
    saveRecentKeywords(window.localStorage, ['x', 'y']);
    expect(window.localStorage.getItem(RECENT_KEYWORDS_KEY)).toBe('["x","y"]');
    saveRecentKeywords(window.localStorage, []);
    expect(window.localStorage.getItem(RECENT_KEYWORDS_KEY)).toBeNull();
  });
});
