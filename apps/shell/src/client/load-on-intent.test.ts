import { loadOnIntent, loadWhenIdle } from './load-on-intent.ts';

describe('loading the navigation engine before the first tap needs it', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the delay, then an idle period', () => {
    const load = jest.fn();
    const idle: (() => void)[] = [];
    const performance = { mark: jest.fn() };
    const target = { setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms), requestIdleCallback: (fn: () => void) => idle.push(fn), performance };
    loadWhenIdle(load, target as unknown as Window, 4_000);
    jest.advanceTimersByTime(3_999);
    expect(idle).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(load).not.toHaveBeenCalled();
    expect(performance.mark).not.toHaveBeenCalled();
    idle[0]!();
    expect(load).toHaveBeenCalledTimes(1);
    // The bench ends a page's first-load window at this mark.
    expect(performance.mark).toHaveBeenCalledWith('shop:idle-load');
  });

  it('loads after the delay where the browser has no idle callbacks', () => {
    const load = jest.fn();
    loadWhenIdle(load, { setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms), performance: { mark: jest.fn() } } as unknown as Window, 4_000);
    jest.advanceTimersByTime(4_000);
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
