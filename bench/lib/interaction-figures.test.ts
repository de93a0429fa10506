import assert from 'node:assert/strict';
import { commitRange, formatMs, navigationBudget, overControl, runDuration, shortSource, slowScripts, summarise, summariseNavigation, type EventEntry, type FrameEntry } from './interaction-figures.ts';

const entry = (name: string, startTime: number, duration: number, interactionId = 0): EventEntry => ({ name, startTime, duration, interactionId, processingStart: startTime + 1, processingEnd: startTime + 2 });

test('a run lasts as long as its longest event entry, whatever the event type; earlier entries are not its own', () => {
  const entries = [entry('pointerdown', 90, 200, 7), entry('pointerdown', 100, 24, 8), entry('click', 101, 40, 8), entry('change', 130, 56)];
  assert.equal(runDuration(entries, 100), 56);
  assert.equal(runDuration(entries, 120), 56);
  assert.equal(runDuration(entries, 140), 0, 'no entry after the run started: under the 16 ms threshold');
});

test('slow scripts: only frames overlapping the run, merged by source and function, longest first', () => {
  const frames: FrameEntry[] = [
    { startTime: 0, duration: 60, blockingDuration: 10, scripts: [{ sourceURL: 'http://x/_mf/catalog/client/static/js/1.a.js', sourceFunctionName: 'early', invoker: 'click', duration: 55, startTime: 0 }] },
    {
      startTime: 200,
      duration: 90,
      blockingDuration: 40,
      scripts: [
        { sourceURL: 'http://x/_mf/cart-order/client/static/js/9.b.js', sourceFunctionName: 'onToggle', invoker: 'INPUT#all.onclick', duration: 30, startTime: 201 },
        { sourceURL: 'http://x/_shell/static/js/main.c.js', sourceFunctionName: '', invoker: 'TimerHandler:setTimeout', duration: 20, startTime: 240 },
        { sourceURL: 'http://x/_mf/cart-order/client/static/js/9.b.js', sourceFunctionName: 'onToggle', invoker: 'INPUT#all.onclick', duration: 25, startTime: 262 },
      ],
    },
  ];
  assert.deepEqual(slowScripts(frames, 190, 400), [
    { source: 'cart-order: 9.b.js', fn: 'onToggle', invoker: 'INPUT#all.onclick', ms: 55 },
    { source: 'shell: main.c.js', fn: '(anonymous)', invoker: 'TimerHandler:setTimeout', ms: 20 },
  ]);
});

test('short sources name the remote or the shell and the file', () => {
  assert.equal(shortSource('http://localhost:3000/_mf/mypage/client/static/js/async/12.js?v=1'), 'mypage: 12.js');
  assert.equal(shortSource('/_shell/static/js/main.js'), 'shell: main.js');
  assert.equal(shortSource('https://cdn.example/x/y.js'), 'y.js');
});

test('summaries take the median and the worst run; under-threshold runs print as "< 16"', () => {
  const s = summarise('item', 'quantity', [0, 24, 16, 0, 40]);
  assert.equal(s.median, 16);
  assert.equal(s.worst, 40);
  assert.equal(formatMs(0), '< 16');
  assert.equal(formatMs(47.6), '48');
  assert.equal(formatMs(Number.NaN), '-');
  const n = summariseNavigation({ target: '/cart', remote: 'cart-order', network: 'fast', preload: false, runs: [120, 180, 150], fullLoads: 0 });
  assert.equal(n.median, 150);
  assert.equal(n.worst, 180);
});

test('navigation budgets: 200 ms on a fast network, 600 ms on slow 4G after a preload and 1 s without', () => {
  assert.equal(navigationBudget('fast', false), 200);
  assert.equal(navigationBudget('fast', true), 200);
  assert.equal(navigationBudget('slow 4G', true), 600);
  assert.equal(navigationBudget('slow 4G', false), 1000);
});

test('a figure over the control: what the page adds to a tap beyond the harness and the browser', () => {
  const control = { ...summarise('control (no page code)', 'tap', [24, 32, 32]), control: true };
  const cart = summarise('cart', 'check a line', [48, 56, 64]);
  assert.equal(overControl(cart, [control, cart]), 24);
  assert.ok(Number.isNaN(overControl(cart, [cart])), 'no control measured: no figure over it');
  assert.ok(Number.isNaN(overControl(cart, [{ ...control, skipped: 'failed' }, cart])), 'a control that failed is no reference');
});

test('React commits per run print as one number, or a range when runs differ', () => {
  const f = summarise('cart', 'check a line', [40, 48]);
  assert.equal(commitRange(f), '', 'not measured');
  assert.equal(commitRange({ ...f, commits: [1, 1] }), '1');
  assert.equal(commitRange({ ...f, commits: [2, 1, 3] }), '1–3');
});
