import assert from 'node:assert/strict';
import { parseFontFamilies } from './korean-font.ts';

test('families of fc-list output, each once, comma-separated aliases split', () => {
  const out = 'Noto Sans CJK JP,Noto Sans CJK KR\nNoto Sans CJK KR,Noto Sans CJK JP\nNoto Serif CJK KR\n\n';
  assert.deepEqual(parseFontFamilies(out), ['Noto Sans CJK JP', 'Noto Sans CJK KR', 'Noto Serif CJK KR']);
});

test('no output means no Korean font', () => {
  assert.deepEqual(parseFontFamilies(''), []);
  assert.deepEqual(parseFontFamilies('\n'), []);
});
