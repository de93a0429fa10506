import { createLruCache } from './lru-cache.ts';

function setup(options: { maxEntries?: number; maxBytes?: number; staleMs?: number } = {}) {
  let clock = 1_000;
  const cache = createLruCache<string>({ maxEntries: options.maxEntries ?? 10, maxBytes: options.maxBytes, staleMs: options.staleMs, sizeOf: (v) => v.length, now: () => clock });
  return { cache, advance: (ms: number) => (clock += ms) };
}

describe('createLruCache', () => {
  it('returns a value until its time to live is over, then forgets it', () => {
    const { cache, advance } = setup();
    cache.set('a', 'A', 5_000);
    advance(4_999);
    expect(cache.get('a')).toBe('A');
    advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  it('drops the least recently used entry beyond the entry bound (a read counts as a use)', () => {
    const { cache } = setup({ maxEntries: 2 });
    cache.set('a', 'A', 5_000);
    cache.set('b', 'B', 5_000);
    cache.get('a');
    cache.set('c', 'C', 5_000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
  });

  it('keeps the total bytes under the byte bound and never stores an oversized value', () => {
    const { cache } = setup({ maxBytes: 10 });
    cache.set('a', 'xxxx', 5_000);
    cache.set('b', 'yyyy', 5_000);
    cache.set('c', 'zzzz', 5_000);
    expect(cache.stats()).toEqual({ entries: 2, bytes: 8 });
    expect(cache.get('a')).toBeUndefined();
    cache.set('huge', 'x'.repeat(11), 5_000);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.stats().bytes).toBe(8);
  });

  it('replaces a key without counting its bytes twice', () => {
    const { cache } = setup();
    cache.set('a', 'xxxx', 5_000);
    cache.set('a', 'yy', 5_000);
    expect(cache.stats()).toEqual({ entries: 1, bytes: 2 });
    expect(cache.get('a')).toBe('yy');
  });

  it('sweeps expired entries on a later write, so unread dead values do not stay', () => {
    const { cache, advance } = setup();
    for (const key of ['a', 'b', 'c']) cache.set(key, key, 1_000);
    advance(1_000);
    cache.set('d', 'd', 1_000);
    expect(cache.stats()).toEqual({ entries: 1, bytes: 1 });
  });

  it('stores nothing with a zero time to live', () => {
    const { cache } = setup();
    cache.set('a', 'A', 0);
    expect(cache.get('a')).toBeUndefined();
  });

  it('serves an expired value to getStale during the grace only, never to get', () => {
    const { cache, advance } = setup({ staleMs: 3_000 });
    cache.set('a', 'A', 5_000);
    expect(cache.getStale('a')).toBe('A');
    advance(5_000);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.getStale('a')).toBe('A');
    advance(2_999);
    expect(cache.getStale('a')).toBe('A');
    advance(1);
    expect(cache.getStale('a')).toBeUndefined();
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
  });
});
