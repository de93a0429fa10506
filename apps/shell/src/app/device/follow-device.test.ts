import { followDevice } from './follow-device.ts';

type State = { location: { pathname: string }; navigation: { state: 'idle' | 'loading' } };

function fakeRouter() {
  const listeners: ((state: State) => void)[] = [];
  return {
    state: { location: { pathname: '/' }, navigation: { state: 'idle' } } as State,
    subscribe: (fn: (state: State) => void) => (listeners.push(fn), () => undefined),
    navigate: jest.fn(async () => undefined),
    go(pathname: string) {
      for (const fn of listeners) fn({ location: { pathname }, navigation: { state: 'idle' } });
    },
  };
}

const TAB_BAR = `<nav class="shell-tabbar"><a href="/" data-shell-tab aria-current="page">홈</a><button type="button" data-shell-open="categories">카테고리</button><a href="/cart" data-shell-tab>장바구니</a></nav>
<details class="shell-catmenu"><summary>전체 카테고리</summary><div class="shell-catmenu__panel"><a href="/categories/a">A</a></div></details>`;

function fakeWindow(userAgent: string) {
  const reload = jest.fn();
  const storage = new Map<string, string>();
  const win = {
    navigator: { userAgent },
    location: { reload },
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    localStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) },
  } as unknown as Window;
  return { win, reload };
}

describe('followDevice', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());
  beforeEach(() => {
    document.body.innerHTML = TAB_BAR;
    document.documentElement.dataset.device = 'ANDROID';
    document.documentElement.dataset.appVersion = '2.3.1';
  });

  it('publishes the device state the server decided, with the first app access', () => {
    const { win } = fakeWindow('Mozilla/5.0 (Linux; Android 14) Mobile SALESON_APPLICATION_ANDROID appver=2.3.1');
    stop = followDevice(fakeRouter() as never, { doc: document, win });
    expect(win.__SHOP_DEVICE__).toMatchObject({ device: 'ANDROID', appVersion: '2.3.1', firstAppAccess: true, appInfo: { status: 'N' } });
  });

  it('refreshes 50 ms after a navigation finds another device, once', async () => {
    jest.useFakeTimers();
    try {
      const { win, reload } = fakeWindow('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0');
      const router = fakeRouter();
      stop = followDevice(router as never, { doc: document, win });
      router.go('/popup/3');
      jest.advanceTimersByTime(100);
      expect(reload).not.toHaveBeenCalled();
      router.go('/items/P1');
      router.go('/items/P2');
      jest.advanceTimersByTime(49);
      expect(reload).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the page on the same device, marks the current tab, and navigates tab links in the page', () => {
    const { win, reload } = fakeWindow('Mozilla/5.0 (Linux; Android 14) Mobile SALESON_APPLICATION_ANDROID appver=2.3.1');
    const router = fakeRouter();
    stop = followDevice(router as never, { doc: document, win });
    router.go('/cart');
    expect(reload).not.toHaveBeenCalled();
    expect(document.querySelector('a[href="/cart"]')?.getAttribute('aria-current')).toBe('page');
    expect(document.querySelector('a[href="/"]')?.hasAttribute('aria-current')).toBe(false);
    (document.querySelector('a[href="/"]') as HTMLAnchorElement).click();
    expect(router.navigate).toHaveBeenCalledWith('/');
  });
});
