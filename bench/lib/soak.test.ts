import assert from 'node:assert/strict';
import { parseSmaps, readRssBreakdown } from './soak.ts';

const smaps = [
  '55d0c0000000-55d0c4000000 r-xp 00000000 08:01 42 /usr/bin/node',
  'Rss:               40960 kB',
  '55d0c8000000-55d0cc000000 rw-p 00000000 00:00 0                          [heap]',
  'Rss:               65536 kB',
  '7f0000000000-7f0004000000 rw-p 00000000 00:00 0 ',
  'Rss:               12288 kB',
  '7f0010000000-7f0010040000 rw-p 00000000 00:00 0',
  'Rss:                 256 kB',
  '7ffd00000000-7ffd00021000 rw-p 00000000 00:00 0                          [stack]',
  'Rss:                  16 kB',
].join('\n');

test('parseSmaps splits resident memory into files, the main malloc arena and other anonymous mappings', () => {
  assert.deepEqual(parseSmaps(smaps), { file: 40_960 * 1024, mallocHeap: 65_536 * 1024, anonymous: (12_288 + 256 + 16) * 1024 });
});

test('readRssBreakdown reads this process and is undefined for a process that is gone', () => {
  const own = readRssBreakdown(process.pid);
  assert.ok(own && own.file > 0 && own.anonymous > 0);
  assert.equal(readRssBreakdown(2 ** 22 + 7), undefined);
});
