import { yieldToMain } from './yield-to-main.ts';

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('resumes in a later task: a task queued before it runs first, a promise callback does not wait for it', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    const resumed = yieldToMain().then(() => order.push('resumed'));
    await Promise.resolve();
    order.push('microtask');
    await resumed;
    expect(order).toEqual(['microtask', 'queued task', 'resumed']);
  });

  it("uses the browser's scheduler.yield when there is one", async () => {
    const calls: string[] = [];
    (globalThis as { scheduler?: unknown }).scheduler = { yield: () => (calls.push('yield'), Promise.resolve()) };
    await yieldToMain();
    expect(calls).toEqual(['yield']);
  });
});
