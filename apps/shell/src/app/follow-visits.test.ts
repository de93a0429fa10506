import { followVisits } from './follow-visits.ts';

type State = { location: { pathname: string; search: string; key: string }; navigation: { state: 'idle' | 'loading' } };

function fakeRouter() {
  const listeners: ((state: State) => void)[] = [];
  let keys = 0;
  const router = {
    state: { location: { pathname: '/', search: '', key: 'default' }, navigation: { state: 'idle' } } as State,
    subscribe: (fn: (state: State) => void) => (listeners.push(fn), () => undefined),
    emit: (state: State) => {
      router.state = state;
      for (const fn of listeners) fn(state);
    },
    go: (path: string) => {
      const [pathname = '/', query] = path.split('?');
      const location = { pathname, search: query ? `?${query}` : '', key: `k${(keys += 1)}` };
      router.emit({ location: router.state.location, navigation: { state: 'loading' } });
      router.emit({ location, navigation: { state: 'idle' } });
    },
  };
  return router;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('followVisits', () => {
  it('records one page view per settled client-side navigation, with the query, never the first page', async () => {
    const router = fakeRouter();
    const record = jest.fn(async () => undefined);
    followVisits(router as never, record);
    router.go('/categories/fashion');
    router.go('/categories/fashion?page=2');
    // A revalidation of the same entry is not a page view.
    router.emit({ ...router.state, navigation: { state: 'idle' } });
    router.go('/items/P1');
    await flush();
    expect(record.mock.calls.map((c) => (c as unknown[])[0])).toEqual(['/categories/fashion', '/categories/fashion?page=2', '/items/P1']);
  });

  it('skips exempt paths', () => {
    const router = fakeRouter();
    const record = jest.fn(async () => undefined);
    followVisits(router as never, record);
    router.go('/mypage/orders');
    router.go('/order/checkout');
    expect(record).not.toHaveBeenCalled();
  });

  it("logs 'PV 등록 실패' when the call fails, and goes on counting", async () => {
    const router = fakeRouter();
    const log = jest.fn();
    const record = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    followVisits(router as never, record, log);
    router.go('/display/best');
    await flush();
    router.go('/display/new');
    await flush();
    expect(log).toHaveBeenCalledWith('PV 등록 실패');
    expect(log).toHaveBeenCalledTimes(1);
    expect(record).toHaveBeenCalledTimes(2);
  });
});
