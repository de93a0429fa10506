import { afterPaint } from './after-paint.ts';

describe('afterPaint', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('resolves in a task after the next animation frame, not in it', async () => {
    jest.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    let resolved = false;
    const done = afterPaint().then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(resolved).toBe(false);
    frames[0]!(0);
    await Promise.resolve();
    expect(resolved).toBe(false);
    jest.advanceTimersByTime(0);
    await done;
    expect(resolved).toBe(true);
  });

  it('resolves after the fallback when no frame comes (a page in the background)', async () => {
    jest.useFakeTimers();
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    let resolved = false;
    const done = afterPaint(100).then(() => {
      resolved = true;
    });
    jest.advanceTimersByTime(99);
    await Promise.resolve();
    expect(resolved).toBe(false);
    jest.advanceTimersByTime(1);
    await done;
    expect(resolved).toBe(true);
  });
});
