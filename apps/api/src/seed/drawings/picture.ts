// Whole pictures: an item's 800x800 photos (the drawing on a soft background, framed differently per photo)
// and the square category pictures.
import { CATEGORY_TREE } from '../data/categories.ts';
import { DRAWINGS, BRANCH_DRAWINGS, LEAF_DRAWINGS, type DrawingKind, type DrawingRef } from './kinds.ts';
import { clothToneOf, hsl, place, repeat, toneOf } from './kit.ts';

/** What an item's pictures show: its drawing, colours and angle (a set shows the drawings of its parts). */
export type PictureSpec = DrawingRef & { hue: number; accent: number; tilt: number; parts?: (DrawingRef & { hue: number })[] };

const svg = (w: number, h: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

/** Drawings of clothes: coloured like cloth (navy, camel, olive...) rather than any hue of the wheel. */
const GARMENTS = new Set<DrawingKind>(['dress', 'tshirt', 'shirt', 'blouse', 'knit', 'coat']);

/** One drawing in the colours of `hue`. */
export const drawn = (ref: DrawingRef, hue: number, accent = 150): string =>
  DRAWINGS[ref.kind]((GARMENTS.has(ref.kind) ? clothToneOf : toneOf)(hue, accent), ref.style);

const shadow = (cx: number, cy: number, rx: number): string => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx * 0.12}" fill="#1f2430" opacity=".1"/>`;

/** The product itself: one drawing, or the parts of a set side by side. */
function subject(spec: PictureSpec, hue = spec.hue): string {
  if (!spec.parts?.length) return drawn(spec, hue, spec.accent);
  const n = spec.parts.length;
  return spec.parts
    .map((p, i) => place(drawn(p, p.hue), (i - (n - 1) / 2) * (n === 2 ? 190 : 200), i % 2 ? 30 : 0, n === 2 ? 0.62 : 0.52))
    .join('');
}

/**
 * Photo `ordering` (1-based) of an item: 1 the product straight on, 2 a closer look at another angle, 3 two colours
 * side by side, 4 a styled shot with a few props. The background hue moves with the photo so no two look alike.
 */
export function itemPicture(spec: PictureSpec, ordering: number): string {
  const bgHue = spec.hue + 25 + ordering * 47;
  const angle = Math.round(spec.tilt / 5);
  const frame = ((ordering - 1) % 4) + 1;
  const bg = `<rect width="800" height="800" fill="${hsl(bgHue, 38, 94)}"/>`;
  if (frame === 1) {
    return svg(800, 800, `${bg}<circle cx="400" cy="400" r="330" fill="${hsl(bgHue, 42, 88)}"/>${shadow(400, 655, 250)}${place(subject(spec), 0, -10, 1.08, angle)}`);
  }
  if (frame === 2) {
    const side = spec.tilt >= 0 ? 1 : -1;
    return svg(800, 800, `${bg}<path d="M0 560 L800 460 L800 800 L0 800 Z" fill="${hsl(bgHue, 30, 87)}"/>${place(subject(spec), side * 40, 40, spec.parts?.length ? 1.02 : 1.22, -angle * 2)}`);
  }
  if (frame === 3) {
    const second = spec.parts?.length ? subject(spec) : drawn(spec, spec.hue + spec.accent, 360 - spec.accent);
    return svg(800, 800, `${bg}<rect y="600" width="800" height="200" fill="${hsl(bgHue, 28, 88)}"/>${shadow(250, 628, 150)}${shadow(550, 628, 150)}${place(subject(spec), -150, 40, 0.62, angle)}${place(second, 150, 40, 0.62, -angle)}`);
  }
  const props = repeat(7, (i) => {
    const x = 70 + ((i * 211 + spec.hue) % 660);
    const y = 70 + ((i * 137 + spec.accent) % 660);
    return i % 2 ? `<circle cx="${x}" cy="${y}" r="${10 + (i % 3) * 6}" fill="${hsl(spec.hue + spec.accent, 50, 75)}" opacity=".6"/>`
      : `<path d="M${x} ${y} q24 -30 48 0 q-24 30 -48 0 Z" fill="${hsl(120 + (spec.hue % 40), 35, 70)}" opacity=".7" transform="rotate(${i * 40} ${x} ${y})"/>`;
  });
  return svg(800, 800, `${bg}<rect x="60" y="60" width="680" height="680" rx="60" fill="${hsl(bgHue + 180, 30, 91)}"/>${props}${shadow(400, 650, 230)}<g transform="translate(800 0) scale(-1 1)">${place(subject(spec), 0, 10, 0.84, angle)}</g>`);
}

function categoryRef(url: string): DrawingRef {
  const branch = BRANCH_DRAWINGS[url];
  if (branch) return branch;
  const leaf = LEAF_DRAWINGS[url]?.[0];
  if (leaf) return leaf;
  const mid = CATEGORY_TREE.flatMap((r) => r.children).find((m) => m.url === url);
  const first = mid?.children[0] && LEAF_DRAWINGS[mid.children[0].url]?.[0];
  if (!first) throw new Error(`No drawing for the category ${url}`);
  return first;
}

/** A square category picture: what the category sells on a rounded tile tinted by `hue`. */
export function categoryPicture(url: string, hue: number, size = 400): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800"><rect width="800" height="800" rx="100" fill="${hsl(hue, 45, 92)}"/><circle cx="400" cy="410" r="320" fill="${hsl(hue, 45, 85)}"/>${place(drawn(categoryRef(url), hue), 0, -10, 1.05)}</svg>`;
}
