// Shared pieces of the seed's product drawings: colours and the 800x800 frame every drawing is made for.
// Drawings are pure functions returning SVG fragments; no text anywhere (fonts are not guaranteed).

/** An `hsl()` colour with the hue wrapped into 0-359. */
export const hsl = (h: number, s: number, l: number): string => `hsl(${((Math.round(h) % 360) + 360) % 360},${s}%,${l}%)`;

/** The colours one picture of an item is drawn in (from the item's hue and accent). */
export type Tone = { hue: number; main: string; dark: string; light: string; pale: string; accent: string; deep: string };

/**
 * A drawing: SVG elements on an 800x800 canvas, the object standing on y ≈ 640 and centred on x = 400.
 * `style` (0-3) varies the details, so items of one kind are not identical.
 */
export type Drawing = (t: Tone, style: number) => string;

/** Colours of a product tinted by `hue` (soft, never neon) with an accent `accent` degrees away. */
export function toneOf(hue: number, accent: number): Tone {
  return {
    hue,
    main: hsl(hue, 48, 56),
    dark: hsl(hue, 45, 38),
    light: hsl(hue, 55, 74),
    pale: hsl(hue, 45, 90),
    accent: hsl(hue + accent, 55, 58),
    deep: hsl(hue, 35, 24),
  };
}

/** Cloth colours clothes are sold in (hue, saturation, lightness): navy, camel, olive, burgundy, charcoal... */
const CLOTH: [number, number, number][] = [
  [220, 45, 34], [32, 42, 58], [75, 25, 44], [350, 42, 38], [215, 8, 34], [205, 50, 66], [350, 45, 72], [140, 18, 58],
  [45, 60, 56], [260, 30, 70], [25, 55, 50], [190, 35, 45], [38, 30, 72], [0, 0, 88],
];

/** Colours of a garment: one of the cloth colours, chosen by `hue`, with an accent `accent` degrees away. */
export function clothToneOf(hue: number, accent: number): Tone {
  const [h, s, l] = CLOTH[Math.abs(Math.round(hue)) % CLOTH.length] as [number, number, number];
  return {
    hue,
    main: hsl(h, s, l),
    dark: hsl(h, s, Math.max(12, l - 14)),
    light: hsl(h, s, Math.min(94, l + 14)),
    pale: hsl(h, Math.round(s * 0.5), 93),
    accent: hsl(h + accent, 50, 55),
    deep: hsl(h, s, Math.max(10, l - 26)),
  };
}

/** A soft white highlight stroke (the shine on glass, skin of fruit, metal). */
export const shine = (d: string, width = 14): string => `<path d="${d}" stroke="#fff" stroke-width="${width}" stroke-linecap="round" fill="none" opacity=".55"/>`;

/** A group moved and scaled: `x`, `y` offset, `s` scale around (400, 420). */
export const place = (body: string, x = 0, y = 0, s = 1, rotate = 0): string =>
  `<g transform="translate(${x} ${y}) translate(400 420) rotate(${rotate}) scale(${s}) translate(-400 -420)">${body}</g>`;

/** The same fragment repeated at several places. */
export const repeat = (count: number, at: (i: number) => string): string => Array.from({ length: count }, (_, i) => at(i)).join('');

export const INK = '#3b3b45';
