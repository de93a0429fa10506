import { parseModifiers } from './ipx-modifiers.ts';

describe('parseModifiers', () => {
  it('reads width, format and quality', () => {
    expect(parseModifiers('w_640,f_webp,q_80')).toEqual({ width: 640, format: 'webp', quality: 80 });
  });

  it('reads a size and defaults to webp', () => {
    expect(parseModifiers('s_320x240')).toEqual({ width: 320, height: 240, format: 'webp', quality: 75 });
  });

  it('rejects unknown and oversized modifiers', () => {
    expect(parseModifiers('w_99999')).toBeNull();
    expect(parseModifiers('blur_5')).toBeNull();
    expect(parseModifiers('f_gif')).toBeNull();
  });
});
