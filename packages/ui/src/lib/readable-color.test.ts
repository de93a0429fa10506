import { contrastRatio, readableTextColor } from './readable-color.ts';

describe('readableTextColor', () => {
  it('keeps a colour that is readable already', () => {
    expect(readableTextColor('#2e7d32')).toBe('#2e7d32');
    expect(readableTextColor('#6a1b9a')).toBe('#6a1b9a');
  });

  it('darkens a light label colour just enough for 4.5:1 on white', () => {
    for (const color of ['#1e88e5', '#e53935', '#ef6c00', '#ffff00', '#fff']) {
      const readable = readableTextColor(color);
      expect(contrastRatio(readable, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(readable, '#ffffff')).toBeLessThan(5);
    }
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
