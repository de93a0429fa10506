import { createLoaderPrefetch, prefetchKey } from './loader-prefetch.ts';

describe('createLoaderPrefetch', () => {
  it('hands a prefetched answer to the navigation once, for the same session, while fresh', async () => {
    let now = 0;
    const store = createLoaderPrefetch(10_000, () => now);
    const member = {};
    const load = jest.fn(async () => ({ itemName: '린넨 셔츠' }));
    store.prefetch('/items/P1', member, load);
    store.prefetch('/items/P1', member, load);
    await expect(store.take('/items/P1', member)).resolves.toEqual({ itemName: '린넨 셔츠' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(store.take('/items/P1', member)).toBeUndefined();

    store.prefetch('/items/P1', member, load);
    expect(store.take('/items/P1', {})).toBeUndefined();
    store.prefetch('/items/P1', member, load);
    now = 10_000;
    expect(store.take('/items/P1', member)).toBeUndefined();
  });

  it('passes a failed prefetch to the navigation that takes it, and reports nothing when none does', async () => {
    const store = createLoaderPrefetch();
    store.prefetch('/items/NOPE', null, async () => {
      throw new Response('', { status: 404 });
    });
    store.prefetch('/mypage', null, async () => {
      throw new Error('down');
    });
    await expect(store.take('/items/NOPE', null)).rejects.toMatchObject({ status: 404 });
  });

  it('keys by path and query, not the hash', () => {
    expect(prefetchKey('http://shop.test/items/P1?tab=review#reviews')).toBe('/items/P1?tab=review');
  });
});
