/**
 * @jest-environment node
 */
import type { BufferedPageView } from './visit-buffer.ts';
import { acceptableView, createVisitBuffer } from './visit-buffer.ts';

const view = (i: number, extra: Partial<BufferedPageView> = {}): BufferedPageView => ({ visitorId: `visitor-${String(i).padStart(4, '0')}`, uri: `/items/P${i}`, ...extra });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createVisitBuffer', () => {
  it('sends the views of the last interval in one batch, not one call per view', async () => {
    const batches: BufferedPageView[][] = [];
    const buffer = createVisitBuffer({ send: async (views) => void batches.push(views), flushMs: 40, batchSize: 100 });
    for (let i = 0; i < 3; i += 1) buffer.add(view(i, i === 0 ? { newVisitor: true } : {}));
    expect(batches).toEqual([]);
    await wait(80);
    expect(batches).toEqual([[view(0, { newVisitor: true }), view(1), view(2)]]);
    expect(buffer.size()).toBe(0);
  });

  it('sends a full batch at once, one batch in flight at a time, the rest after the interval', async () => {
    const batches: number[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const buffer = createVisitBuffer({
      send: async (views) => {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await wait(10);
        batches.push(views.length);
        inFlight -= 1;
      },
      flushMs: 200,
      batchSize: 2,
    });
    for (let i = 0; i < 5; i += 1) buffer.add(view(i));
    await wait(60);
    expect(batches).toEqual([2, 2]);
    expect(mostInFlight).toBe(1);
    await wait(250);
    expect(batches).toEqual([2, 2, 1]);
  });

  it('drops batches while the API is away with one log line, and says how many went when it is back', async () => {
    const warn = jest.fn();
    let up = false;
    const sent: number[] = [];
    const buffer = createVisitBuffer({ send: async (views) => (up ? void sent.push(views.length) : Promise.reject(new Error('API POST /api/visit/batch request failed'))), flushMs: 10, batchSize: 2, warn });
    for (let i = 0; i < 7; i += 1) buffer.add(view(i));
    await buffer.flush();
    expect(warn.mock.calls).toEqual([['PV 등록 실패: API POST /api/visit/batch request failed (API가 돌아올 때까지 조회 수를 버립니다)']]);
    expect(buffer.size()).toBe(0);
    up = true;
    buffer.add(view(9));
    await buffer.flush();
    expect(sent).toEqual([1]);
    expect(warn.mock.calls[1]).toEqual(['PV 등록 재개: 7건을 버렸습니다']);
  });

  it('holds at most maxBuffered views while a batch hangs: memory stays flat and add never waits', async () => {
    let hanging = true;
    const waiting: (() => void)[] = [];
    const release = () => {
      hanging = false;
      for (const resolve of waiting) resolve();
    };
    const buffer = createVisitBuffer({ send: () => (hanging ? new Promise<void>((resolve) => waiting.push(resolve)) : Promise.resolve()), flushMs: 10, batchSize: 10, maxBuffered: 50, warn: () => undefined });
    const started = performance.now();
    for (let i = 0; i < 10_000; i += 1) buffer.add(view(i));
    expect(performance.now() - started).toBeLessThan(500);
    expect(buffer.size()).toBeLessThanOrEqual(50);
    release();
    await buffer.close();
  });

  it('sends what is left when closed (shutdown)', async () => {
    const batches: BufferedPageView[][] = [];
    const buffer = createVisitBuffer({ send: async (views) => void batches.push(views), flushMs: 60_000, batchSize: 300 });
    buffer.add(view(1));
    buffer.add(view(2));
    await buffer.close();
    expect(batches).toEqual([[view(1), view(2)]]);
  });

  it('leaves out a view the API would refuse, so it never sinks the others of its batch', async () => {
    const batches: BufferedPageView[][] = [];
    const buffer = createVisitBuffer({ send: async (views) => void batches.push(views), flushMs: 60_000, batchSize: 300 });
    buffer.add({ visitorId: 'x<script>1234', uri: '/' });
    buffer.add({ visitorId: 'short', uri: '/' });
    buffer.add(view(1));
    await buffer.flush();
    expect(batches).toEqual([[view(1)]]);
    const long = acceptableView({ visitorId: 'visitor-0001', uri: `/search?q=${'가'.repeat(3000)}` });
    expect([...(long?.uri ?? '')].length).toBe(2000);
  });
});
