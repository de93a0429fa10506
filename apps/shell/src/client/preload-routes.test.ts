import { preloadRoutesOnIntent, DATA_PREFETCH_DELAY_MS } from './preload-routes.ts';

function setUp() {
  document.body.innerHTML = '<a href="/items/P1">상품</a><a href="/items/P2">상품 2</a><a href="https://blog.example/x">블로그</a><a href="/cart" target="_blank">새 창</a>';
  const Component = jest.fn(async () => () => null);
  const prefetchData = jest.fn();
  const routes = [{ id: 'root', path: '/', children: [{ id: 'item', path: 'items/:code', lazy: { Component }, handle: { prefetchData } }] }];
  const ensureRemote = jest.fn(async () => undefined);
  const stop = preloadRoutesOnIntent({ routes } as never, ensureRemote, () => ({}) as never);
  const links = [...document.querySelectorAll('a')];
  return { Component, prefetchData, ensureRemote, stop, links };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preloadRoutesOnIntent', () => {
  afterEach(() => jest.useRealTimers());

  it("loads a pointed link's remote and lazy page once, and ignores outside links", async () => {
    const { Component, ensureRemote, stop, links } = setUp();
    for (const link of links) link.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();
    expect(ensureRemote.mock.calls).toEqual([['/items/P1'], ['/items/P2']]);
    expect(Component).toHaveBeenCalledTimes(2);
    stop();
  });

  it("fetches a page's data when the pointer rests on its link or presses it, not when it passes over", async () => {
    jest.useFakeTimers();
    const { prefetchData, stop, links } = setUp();
    const [first, second] = links as [HTMLAnchorElement, HTMLAnchorElement];
    first.dispatchEvent(new Event('pointerover', { bubbles: true }));
    second.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await jest.advanceTimersByTimeAsync(DATA_PREFETCH_DELAY_MS);
    expect(prefetchData).toHaveBeenCalledTimes(1);
    const [args] = prefetchData.mock.calls[0] as [{ request: Request; params: Record<string, string> }];
    expect(new URL(args.request.url).pathname).toBe('/items/P2');
    expect(args.params).toEqual({ code: 'P2' });

    first.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await jest.advanceTimersByTimeAsync(0);
    expect(prefetchData).toHaveBeenCalledTimes(2);
    stop();
  });
});
