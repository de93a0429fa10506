import { findUnsafeText, hasUnsafeChars, MAX_INPUT_DEPTH } from './unsafe-text.ts';

describe('hasUnsafeChars', () => {
  it('refuses NUL, other C0 controls, DEL, C1 controls and lone surrogates', () => {
    for (const bad of ['a\u0000b', '\u0001', 'x\u001b[31m', '\u007f', '\u0085', '\u009f', 'a\ud800', '\udc00b', '\ud800\ud800']) {
      expect(hasUnsafeChars(bad)).toBe(true);
    }
  });

  it('keeps Korean, emoji (surrogate pairs), tabs and line breaks', () => {
    for (const good of ['선크림', '리뷰 잘 받았어요 👍', '첫 줄\n둘째 줄\r\n', '\t들여쓰기', '', '가격: 1,000원 (10%↓)']) {
      expect(hasUnsafeChars(good)).toBe(false);
    }
  });
});

describe('findUnsafeText', () => {
  it('names the field of the first offending value or key, however deep', () => {
    expect(findUnsafeText({ receiver: { memo: '문 앞\u0000' } })).toEqual({ kind: 'chars', path: ['receiver', 'memo'] });
    expect(findUnsafeText({ lines: ['ok', 'bad\u0007'] })).toEqual({ kind: 'chars', path: ['lines', '1'] });
    expect(findUnsafeText({ 'key\u0000': 1 })).toEqual({ kind: 'chars', path: ['key\u0000'] });
    expect(findUnsafeText({ a: 1, b: null, c: [true, '정상'] })).toBeUndefined();
  });

  it('never walks the bytes of an uploaded file', () => {
    const listed: unknown[] = [];
    const bytes = new Proxy(new Uint8Array(1024), {
      ownKeys: (target) => {
        listed.push(target);
        return Reflect.ownKeys(target);
      },
    });
    expect(findUnsafeText({ subject: '첨부', files: [{ name: 'a.jpg', type: 'image/jpeg', bytes }] })).toBeUndefined();
    expect(listed).toEqual([]);
  });

  it('refuses a nesting deeper than the limit instead of walking it', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 10_000; i += 1) deep = [deep];
    expect(findUnsafeText(deep)).toEqual(expect.objectContaining({ kind: 'depth' }));
    let shallow: unknown = 'x';
    for (let i = 0; i < MAX_INPUT_DEPTH; i += 1) shallow = { a: shallow };
    expect(findUnsafeText(shallow)).toBeUndefined();
  });
});
