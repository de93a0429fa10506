/** WCAG 2.1 AA contrast for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] {
  const h = hex.slice(1);
  const full = h.length <= 4 ? [...h.slice(0, 3)].map((c) => c + c).join('') : h.slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two opaque colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [luminance(channels(a)), luminance(channels(b))].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

/**
 * The colour itself when it is readable as text on `background`, else the same hue darkened just enough: colours
 * that come from the shop's data (product labels) keep their look and stay readable.
 * @param color `#rgb` or `#rrggbb` (an alpha part is ignored)
 * @returns `#rrggbb`
 * @example readableTextColor('#1e88e5') // '#1a78ca' (3.7:1 on white becomes 4.6:1)
 */
export function readableTextColor(color: string, background = '#ffffff', min = MIN_TEXT_CONTRAST): string {
  const rgb = channels(color);
  const hex = (c: [number, number, number]) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
  for (let keep = 1; keep > 0; keep -= 0.02) {
    const darker = rgb.map((v) => v * keep) as [number, number, number];
    if (contrastRatio(hex(darker), background) >= min) return hex(darker);
  }
  return '#000000';
}
