import { createPreloadQueue, MAX_ROUTE_PRELOADS } from './preload-queue.ts';

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('route preload queue', () => {
  it('runs at most 4 preloads at once, the rest in order as slots free up', async () => {
    expect(MAX_ROUTE_PRELOADS).toBe(4);
    const queue = createPreloadQueue();
    const tasks = Array.from({ length: 6 }, () => deferred());
    const started: number[] = [];
    tasks.forEach((task, i) => queue.add(`/p${i}`, () => (started.push(i), task.promise)));
    await flush();
    expect(started).toEqual([0, 1, 2, 3]);
    expect([queue.running, queue.waiting]).toEqual([4, 2]);
    tasks[1]!.resolve();
    await flush();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    // A failed preload frees its slot too.
    tasks[0]!.reject(new Error('offline'));
    await flush();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(queue.running).toBe(4);
  });

  it('preloads each path once', async () => {
    const queue = createPreloadQueue(2);
    const task = jest.fn(async () => undefined);
    expect(queue.add('/items/P1', task)).toBe(true);
    expect(queue.add('/items/P1', task)).toBe(false);
    await flush();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
