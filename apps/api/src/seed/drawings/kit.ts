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

/** A soft white highlight stroke (the shine on glass, skin of fruit, metal). */
export const shine = (d: string, width = 14): string => `<path d="${d}" stroke="#fff" stroke-width="${width}" stroke-linecap="round" fill="none" opacity=".55"/>`;

/** A group moved and scaled: `x`, `y` offset, `s` scale around (400, 420). */
export const place = (body: string, x = 0, y = 0, s = 1, rotate = 0): string =>
  `<g transform="translate(${x} ${y}) translate(400 420) rotate(${rotate}) scale(${s}) translate(-400 -420)">${body}</g>`;

/** The same fragment repeated at several places. */
export const repeat = (count: number, at: (i: number) => string): string => Array.from({ length: count }, (_, i) => at(i)).join('');

export const INK = '#3b3b45';
