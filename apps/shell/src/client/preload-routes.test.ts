import { preloadRoutesOnIntent } from './preload-routes.ts';

describe('preloadRoutesOnIntent', () => {
  it("loads a pointed link's remote and lazy page once, and ignores outside links", async () => {
    document.body.innerHTML = '<a href="/items/P1">상품</a><a href="https://blog.example/x">블로그</a><a href="/cart" target="_blank">새 창</a>';
    const Component = jest.fn(async () => () => null);
    const routes = [{ id: 'root', path: '/', children: [{ id: 'item', path: 'items/:code', lazy: { Component } }] }];
    const ensureRemote = jest.fn(async () => undefined);
    const stop = preloadRoutesOnIntent({ routes } as never, ensureRemote);
    for (const link of document.querySelectorAll('a')) link.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.querySelector('a')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ensureRemote.mock.calls).toEqual([['/items/P1']]);
    expect(Component).toHaveBeenCalledTimes(1);
    stop();
  });
});
