import { createSingleFlight, settledWithin } from './single-flight.ts';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createSingleFlight', () => {
  it('runs one load for concurrent callers of a key and shares its result', async () => {
    const flights = createSingleFlight<string>();
    const gate = deferred<string>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return gate.promise;
    };
    const both = Promise.all([flights.run('k', load), flights.run('k', load)]);
    expect(flights.pending('k')).toBeDefined();
    gate.resolve('value');
    expect(await both).toEqual(['value', 'value']);
    expect(loads).toBe(1);
    expect(flights.size()).toBe(0);
  });

  it('keeps keys apart', async () => {
    const flights = createSingleFlight<string>();
    const results = await Promise.all([flights.run('a', async () => 'A'), flights.run('b', async () => 'B')]);
    expect(results).toEqual(['A', 'B']);
  });

  it('shares a failure with the waiting callers, then forgets it so the next caller loads again', async () => {
    const flights = createSingleFlight<string>();
    const gate = deferred<string>();
    const first = flights.run('k', () => gate.promise);
    const second = flights.run('k', async () => 'never');
    gate.reject(new Error('down'));
    await expect(first).rejects.toThrow('down');
    await expect(second).rejects.toThrow('down');
    await expect(flights.run('k', async () => 'up')).resolves.toBe('up');
  });

  it('turns a load that throws synchronously into a rejection', async () => {
    const flights = createSingleFlight<string>();
    await expect(
      flights.run('k', () => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
    expect(flights.size()).toBe(0);
  });
});

describe('settledWithin', () => {
  it('answers what the load settles to when it is in time', async () => {
    await expect(settledWithin(Promise.resolve('page'), 1_000, null)).resolves.toBe('page');
  });

  it('answers the fallback when the load hangs, so the caller can do the work itself', async () => {
    const hung = new Promise<string>(() => undefined);
    await expect(settledWithin(hung, 30, null)).resolves.toBeNull();
  });
});
