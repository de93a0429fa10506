import { dropBrowserRecents, readBrowserRecents } from './browser-recents.ts';

/** The storage key the legacy storefront wrote recently viewed items under. */
const BROWSER_RECENTS_KEY = 'latelyItem';

function memoryStorage(initial?: string) {
  const map = new Map<string, string>(initial === undefined ? [] : [[BROWSER_RECENTS_KEY, initial]]);
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map };
}

describe('browser recents', () => {
  it('reads the ids most recent first and reads anything malformed as empty', () => {
    expect(readBrowserRecents(memoryStorage('[7,3,"x",-1,2.5,2]'))).toEqual([7, 3, 2]);
    expect(readBrowserRecents(memoryStorage('{"a":1}'))).toEqual([]);
    expect(readBrowserRecents(memoryStorage('not json'))).toEqual([]);
    expect(readBrowserRecents(memoryStorage())).toEqual([]);
  });

  it('drops the merged ids, keeps a view recorded meanwhile, and removes the key when nothing is left', () => {
    const storage = memoryStorage('[9,7,3]');
    dropBrowserRecents(storage, [7, 3]);
    expect(storage.map.get(BROWSER_RECENTS_KEY)).toBe('[9]');
    dropBrowserRecents(storage, [9]);
    expect(storage.map.has(BROWSER_RECENTS_KEY)).toBe(false);
  });

  it('ignores a storage that cannot be written', () => {
    const storage = { getItem: () => '[1]', setItem: () => { throw new Error('full'); }, removeItem: () => { throw new Error('denied'); } };
    expect(() => dropBrowserRecents(storage, [1])).not.toThrow();
  });
});
