import assert from 'node:assert/strict';
import { cpuMsOf, mb, parseCpuMs, parseStatusField, readMemory } from './proc.ts';

const status = 'Name:\tnode\nVmPeak:\t 1000 kB\nVmHWM:\t  204800 kB\nVmRSS:\t  102400 kB\n';

test('parseStatusField reads kB lines as bytes', () => {
  assert.equal(parseStatusField(status, 'VmRSS'), 102_400 * 1024);
  assert.equal(parseStatusField(status, 'VmHWM'), 204_800 * 1024);
  assert.throws(() => parseStatusField('Name: x', 'VmRSS'), /no VmRSS/);
});

test('readMemory reads this process', () => {
  const m = readMemory(process.pid);
  assert.ok(m.rss > 1_000_000 && m.peak >= m.rss);
  assert.equal(mb(123_456_789), 123.5);
});

test('parseCpuMs adds user and system ticks, past a command name with spaces and parentheses', () => {
  assert.equal(parseCpuMs('42 (node) S 1 2 3 4 5 6 7 8 9 10 150 50 0 0 20'), 2000);
  assert.equal(parseCpuMs('42 (a b) c) R 1 2 3 4 5 6 7 8 9 10 3 4 0 0 20'), 70);
  assert.ok(cpuMsOf(process.pid) > 0);
});
