import { loadOnIntent, loadWhenIdle } from './load-on-intent.ts';

describe('loading the navigation engine before the first tap needs it', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function fakeWindow(readyState: DocumentReadyState) {
    const listeners = new Map<string, () => void>();
    const idle: (() => void)[] = [];
    const target = {
      document: { readyState },
      addEventListener: (type: string, listener: () => void) => void listeners.set(type, listener),
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
      requestIdleCallback: (fn: () => void) => idle.push(fn),
    };
    return { target: target as unknown as Parameters<typeof loadWhenIdle>[1], listeners, idle };
  }

  it('waits for the load event, then the delay, then an idle period', () => {
    const load = jest.fn();
    const { target, listeners, idle } = fakeWindow('interactive');
    loadWhenIdle(load, target, 3_000);
    jest.advanceTimersByTime(10_000);
    expect(idle).toHaveLength(0);
    listeners.get('load')!();
    jest.advanceTimersByTime(2_999);
    expect(idle).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(load).not.toHaveBeenCalled();
    idle[0]!();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts the delay at once on a page that has already loaded', () => {
    const load = jest.fn();
    const { target, idle } = fakeWindow('complete');
    loadWhenIdle(load, target, 3_000);
    jest.advanceTimersByTime(3_000);
    idle[0]!();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a press loads at once, and only once', () => {
    const load = jest.fn();
    loadOnIntent(load);
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
