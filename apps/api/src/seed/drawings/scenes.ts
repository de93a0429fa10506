// Composed pictures of the home hero (main visuals), the image popups and the event thumbnails: still lifes of
// the shop's drawings. No text: the words are laid over in HTML or shown beside the picture.
import type { DrawingRef, DrawingKind } from './kinds.ts';
import { drawn } from './picture.ts';
import { hsl, repeat } from './kit.ts';

/** A drawing with its colour, placed in a scene. */
export type Prop = [kind: DrawingKind, style: number, hue: number];

const svg = (w: number, h: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

/** A drawing centred on (cx, cy) with its object about `size` px tall (drawings are ~500 px tall on their canvas). */
export const at = ([kind, style, hue]: Prop, cx: number, cy: number, size: number): string => {
  const k = size / 500;
  return `<g transform="translate(${cx - 400 * k} ${cy - 400 * k}) scale(${k})">${drawn({ kind, style } as DrawingRef, hue)}</g>`;
};

const ground = (cx: number, cy: number, rx: number): string => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx * 0.1}" fill="#000" opacity=".14"/>`;

/** Soft round shapes in the background of a scene. */
const bokeh = (w: number, h: number, seed: number, colour: string): string =>
  repeat(6, (i) => `<circle cx="${(seed * 37 + i * 331) % w}" cy="${(seed * 53 + i * 197) % h}" r="${Math.min(w, h) * (0.05 + (i % 3) * 0.04)}" fill="${colour}" opacity=".12"/>`);

/** A simple clock face (time deals). */
const clock = (cx: number, cy: number, r: number): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff"/><circle cx="${cx}" cy="${cy}" r="${r * 0.86}" fill="none" stroke="#f0c24b" stroke-width="${r * 0.08}"/>
${repeat(12, (i) => `<rect x="${cx - r * 0.025}" y="${cy - r * 0.78}" width="${r * 0.05}" height="${r * 0.12}" fill="#555" transform="rotate(${i * 30} ${cx} ${cy})"/>`)}
<path d="M${cx} ${cy} L${cx} ${cy - r * 0.55}" stroke="#333" stroke-width="${r * 0.07}" stroke-linecap="round"/><path d="M${cx} ${cy} L${cx + r * 0.4} ${cy + r * 0.12}" stroke="#e0523a" stroke-width="${r * 0.06}" stroke-linecap="round"/><circle cx="${cx}" cy="${cy}" r="${r * 0.07}" fill="#333"/>`;

/** A five-pointed star. */
const star = (cx: number, cy: number, r: number, fill: string): string => {
  const points = repeat(10, (i) => {
    const radius = i % 2 ? r * 0.45 : r;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + Math.cos(a) * radius).toFixed(1)},${(cy + Math.sin(a) * radius).toFixed(1)} `;
  });
  return `<polygon points="${points}" fill="${fill}"/>`;
};

/** A coupon ticket with notched sides and a drawn per-cent sign (shapes, not a font). */
const coupon = (cx: number, cy: number, w: number, rotate: number, fill: string): string => {
  const h = w * 0.5;
  const x = cx - w / 2;
  const y = cy - h / 2;
  const r = h * 0.16;
  return `<g transform="rotate(${rotate} ${cx} ${cy})"><path d="M${x} ${y} H${x + w} V${cy - r} A${r} ${r} 0 0 0 ${x + w} ${cy + r} V${y + h} H${x} V${cy + r} A${r} ${r} 0 0 0 ${x} ${cy - r} Z" fill="${fill}"/>
<path d="M${x + w * 0.68} ${y + h * 0.12} V${y + h * 0.88}" stroke="#fff" stroke-width="${w * 0.015}" stroke-dasharray="${w * 0.03} ${w * 0.025}"/>
<circle cx="${x + w * 0.26}" cy="${cy - h * 0.18}" r="${h * 0.1}" fill="none" stroke="#fff" stroke-width="${w * 0.03}"/><circle cx="${x + w * 0.46}" cy="${cy + h * 0.18}" r="${h * 0.1}" fill="none" stroke="#fff" stroke-width="${w * 0.03}"/>
<path d="M${x + w * 0.5} ${cy - h * 0.3} L${x + w * 0.22} ${cy + h * 0.3}" stroke="#fff" stroke-width="${w * 0.035}" stroke-linecap="round"/></g>`;
};

/** A gift box with a ribbon and a bow, its lid lifted. */
const giftBox = (cx: number, base: number, w: number, body: string, ribbon: string, lift = 0.8): string => {
  const h = w * 0.7;
  const x = cx - w / 2;
  return `<rect x="${x}" y="${base - h}" width="${w}" height="${h}" rx="${w * 0.04}" fill="${body}"/><rect x="${x}" y="${base - h}" width="${w}" height="${h * 0.12}" fill="#000" opacity=".08"/>
<rect x="${cx - w * 0.07}" y="${base - h}" width="${w * 0.14}" height="${h}" fill="${ribbon}"/>
<g transform="translate(${w * 0.3} ${-h * lift}) rotate(18 ${cx} ${base - h})"><rect x="${x - w * 0.05}" y="${base - h - w * 0.2}" width="${w * 1.1}" height="${w * 0.2}" rx="${w * 0.03}" fill="${body}"/><rect x="${cx - w * 0.07}" y="${base - h - w * 0.2}" width="${w * 0.14}" height="${w * 0.2}" fill="${ribbon}"/>
<ellipse cx="${cx - w * 0.14}" cy="${base - h - w * 0.26}" rx="${w * 0.14}" ry="${w * 0.08}" fill="${ribbon}" transform="rotate(-25 ${cx - w * 0.14} ${base - h - w * 0.26})"/><ellipse cx="${cx + w * 0.14}" cy="${base - h - w * 0.26}" rx="${w * 0.14}" ry="${w * 0.08}" fill="${ribbon}" transform="rotate(25 ${cx + w * 0.14} ${base - h - w * 0.26})"/><circle cx="${cx}" cy="${base - h - w * 0.23}" r="${w * 0.05}" fill="${ribbon}"/></g>`;
};

const confetti = (w: number, h: number, seed: number): string =>
  repeat(18, (i) => {
    const x = (seed * 29 + i * 137) % w;
    const y = (seed * 17 + i * 89) % (h * 0.6);
    const colour = ['#ffd35c', '#ff8a8a', '#7fd1c7', '#ffffff', '#a9b8ff'][i % 5];
    return i % 3 ? `<rect x="${x}" y="${y}" width="${w * 0.02}" height="${w * 0.01}" fill="${colour}" transform="rotate(${i * 33} ${x} ${y})"/>` : `<circle cx="${x}" cy="${y}" r="${w * 0.008}" fill="${colour}"/>`;
  });

/** The welcome coupon pack: an open gift box with coupons flying out of it, on a warm background. */
export function welcomeScene(w: number, h: number, hue: number): string {
  const s = Math.min(w, h);
  const cx = w / 2;
  const base = h * 0.9;
  return svg(w, h, `<rect width="${w}" height="${h}" fill="${hsl(hue, 80, 92)}"/><circle cx="${cx}" cy="${h * 0.45}" r="${s * 0.45}" fill="${hsl(hue, 85, 85)}"/>${confetti(w, h, 3)}
${coupon(cx - s * 0.2, h * 0.42, s * 0.4, -22, hsl(hue + 350, 75, 58))}${coupon(cx + s * 0.12, h * 0.36, s * 0.4, 12, hsl(hue + 30, 85, 55))}${coupon(cx - s * 0.02, h * 0.5, s * 0.42, -4, hsl(hue + 200, 55, 50))}
<ellipse cx="${cx}" cy="${base}" rx="${s * 0.38}" ry="${s * 0.04}" fill="#000" opacity=".12"/>${giftBox(cx - s * 0.06, base, s * 0.56, hsl(hue + 200, 45, 45), hsl(hue, 85, 62), w > h ? 0.68 : 0.8)}`);
}

/** A still life of props on a soft stage, for event thumbnails and popups. */
export function stillLife(w: number, h: number, hue: number, props: Prop[], extra = ''): string {
  const n = props.length;
  const size = Math.min(h * 0.62, (w * 0.9) / n);
  const base = h * 0.86;
  const items = props.map((p, i) => {
    const cx = w / 2 + (i - (n - 1) / 2) * size * 0.92;
    const lift = n === 3 && i === 1 ? size * 0.08 : 0;
    return `${ground(cx, base, size * 0.42)}${at(p, cx, base - size * 0.5 - lift, size * (i === Math.floor(n / 2) ? 1.05 : 0.92))}`;
  });
  return svg(w, h, `<rect width="${w}" height="${h}" fill="${hsl(hue, 45, 90)}"/>${bokeh(w, h, hue, '#fff')}<rect y="${base - h * 0.02}" width="${w}" height="${h - base + h * 0.02}" fill="${hsl(hue, 35, 82)}"/>${extra}${items.join('')}`);
}

/** Slides of the home hero: which props stand on the right and what decorates them. */
type HeroTheme = { props: Prop[]; decoration: 'shelf' | 'clock' | 'podium' };

/** Main visual pictures by banner id (showcase-data.ts MAIN_VISUALS): new arrivals, time sale, best sellers. */
export const HERO_THEMES: Record<number, HeroTheme> = {
  101: { props: [['dress', 0, 6], ['toner', 0, 180], ['lamp', 3, 30], ['apple', 0, 0]], decoration: 'shelf' },
  102: { props: [['kitchen', 1, 350], ['coffee', 0, 20], ['phoneCase', 1, 340]], decoration: 'clock' },
  103: { props: [['cream', 1, 140], ['grapes', 0, 0], ['sofa', 3, 20]], decoration: 'podium' },
  111: { props: [['dress', 0, 6], ['toner', 0, 180], ['lamp', 3, 30], ['apple', 0, 0]], decoration: 'shelf' },
  112: { props: [['kitchen', 1, 350], ['coffee', 0, 20], ['phoneCase', 1, 340]], decoration: 'clock' },
  113: { props: [['cream', 1, 140], ['grapes', 0, 0], ['sofa', 3, 20]], decoration: 'podium' },
};

/**
 * A main visual: the banner colour, darker at the bottom left where the white title sits, and a still life of
 * products on the right (PC, wide) or in the upper part (mobile, tall).
 */
export function heroScene(w: number, h: number, colour: string, theme: HeroTheme): string {
  const wide = w > h;
  const area = wide ? { x: w * 0.5, y: 0, w: w * 0.46, h } : { x: 0, y: h * 0.04, w, h: h * 0.62 };
  const props = wide ? theme.props : theme.props.slice(0, 3); // a phone's picture is narrow: three at most
  const n = props.length;
  const size = Math.min(area.h * (wide ? 0.56 : 0.5), (area.w * 0.95) / n);
  const base = area.y + area.h * (wide ? 0.82 : 0.9);
  const slot = (i: number): number => area.x + area.w / 2 + (i - (n - 1) / 2) * size * 0.95;
  let decoration: string;
  if (theme.decoration === 'shelf') {
    decoration = `<rect x="${area.x + area.w * 0.02}" y="${base}" width="${area.w * 0.96}" height="${size * 0.08}" rx="${size * 0.02}" fill="hsl(30,40%,62%)"/><rect x="${area.x + area.w * 0.02}" y="${base + size * 0.08}" width="${area.w * 0.96}" height="${size * 0.05}" fill="hsl(28,38%,45%)"/>`;
  } else if (theme.decoration === 'clock') {
    decoration = clock(area.x + area.w * (wide ? 0.1 : 0.16), area.y + area.h * (wide ? 0.25 : 0.14), size * 0.28);
  } else {
    decoration = props.map((_, i) => {
      const step = i === Math.floor(n / 2) ? size * 0.3 : size * 0.16;
      return `<rect x="${slot(i) - size * 0.46}" y="${base - step}" width="${size * 0.92}" height="${step + size * 0.16}" rx="${size * 0.03}" fill="#fff" opacity="${i === Math.floor(n / 2) ? 0.95 : 0.75}"/><rect x="${slot(i) - size * 0.46}" y="${base + size * 0.13}" width="${size * 0.92}" height="${size * 0.03}" fill="#000" opacity=".12"/>`;
    }).join('') + star(slot(Math.floor(n / 2)), area.y + area.h * (wide ? 0.14 : 0.1), size * 0.12, '#ffd35c');
  }
  const items = props.map((p, i) => {
    const lift = theme.decoration === 'podium' ? (i === Math.floor(n / 2) ? size * 0.3 : size * 0.16) : 0;
    return at(p, slot(i), base - lift - size * 0.5, size);
  }).join('');
  return svg(w, h, `<defs><linearGradient id="hero" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${colour}" stop-opacity=".72"/></linearGradient>
<radialGradient id="glow" cx="${wide ? 0.73 : 0.5}" cy="${wide ? 0.45 : 0.33}" r="${wide ? 0.35 : 0.5}"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="#fff"/><rect width="${w}" height="${h}" fill="url(#hero)"/><rect width="${w}" height="${h}" fill="url(#glow)"/>${bokeh(w, h, 7, '#fff')}${decoration}${items}`);
}

/** Event thumbnails (800x500) by event id (community/event-data.ts): what each campaign is about. */
export const EVENT_SCENES: Record<number, Prop[] | 'welcome' | 'camping' | 'onePlusOne'> = {
  1: [['knit', 0, 1], ['dress', 3, 3], ['coat', 0, 0]], // clothes take a cloth colour by number (kit.ts): camel, burgundy, navy
  2: [['serum', 0, 330], ['cream', 1, 300], ['toner', 2, 200]],
  3: [['grapes', 0, 0], ['apple', 0, 0], ['citrus', 0, 0]],
  4: [['chair', 0, 220], ['desk', 2, 30], ['lamp', 3, 40]],
  5: 'onePlusOne',
  6: [['detergent', 0, 160], ['towels', 0, 190], ['storage', 0, 210]],
  7: 'welcome',
  8: [['bedding', 0, 40], ['bed', 0, 200]],
  9: [['lipstick', 1, 350], ['palette', 0, 330], ['cushion', 0, 20]],
  10: 'camping',
  11: [['coffee', 1, 20], ['coffee', 0, 30], ['coffee', 3, 10]],
  12: [['purifier', 0, 190], ['vacuum', 0, 200]],
};

/** A tent under pine trees with a lantern (camping goods). */
function campingScene(w: number, h: number, hue: number): string {
  const tree = (x: number, s: number): string => `<rect x="${x - 8 * s}" y="${h * 0.8 - 40 * s}" width="${16 * s}" height="${40 * s}" fill="hsl(28,40%,35%)"/>${repeat(3, (i) => `<polygon points="${x},${h * 0.8 - (200 - i * 40) * s} ${x - (70 - i * 10) * s},${h * 0.8 - (40 + i * 50) * s} ${x + (70 - i * 10) * s},${h * 0.8 - (40 + i * 50) * s}" fill="hsl(140,35%,${32 + i * 5}%)"/>`)}`;
  return svg(w, h, `<rect width="${w}" height="${h}" fill="${hsl(hue + 100, 45, 88)}"/><circle cx="${w * 0.8}" cy="${h * 0.22}" r="${h * 0.1}" fill="#fff3c4"/>
<rect y="${h * 0.8}" width="${w}" height="${h * 0.2}" fill="hsl(95,30%,62%)"/>${tree(w * 0.12, 1.2)}${tree(w * 0.88, 1.1)}${tree(w * 0.75, 0.8)}
<polygon points="${w * 0.5},${h * 0.22} ${w * 0.28},${h * 0.8} ${w * 0.72},${h * 0.8}" fill="hsl(${hue - 60},70%,58%)"/><polygon points="${w * 0.5},${h * 0.22} ${w * 0.44},${h * 0.8} ${w * 0.56},${h * 0.8}" fill="hsl(${hue - 60},50%,34%)"/>
<polygon points="${w * 0.5},${h * 0.22} ${w * 0.72},${h * 0.8} ${w * 0.8},${h * 0.8} ${w * 0.56},${h * 0.22}" fill="hsl(${hue - 60},62%,47%)"/>
<rect x="${w * 0.3}" y="${h * 0.68}" width="${w * 0.05}" height="${h * 0.12}" rx="${w * 0.01}" fill="#333"/><rect x="${w * 0.305}" y="${h * 0.7}" width="${w * 0.04}" height="${h * 0.07}" fill="#ffd35c"/>`);
}

/** An event thumbnail. */
export function eventScene(id: number, w: number, h: number, hue: number): string {
  const scene = EVENT_SCENES[id];
  if (!scene) throw new Error(`No picture for event ${id}`);
  if (scene === 'welcome') return welcomeScene(w, h, hue);
  if (scene === 'camping') return campingScene(w, h, hue);
  if (scene === 'onePlusOne') {
    const plus = `<rect x="${w / 2 - w * 0.04}" y="${h * 0.5 - w * 0.012}" width="${w * 0.08}" height="${w * 0.024}" rx="${w * 0.01}" fill="${hsl(hue, 60, 45)}"/><rect x="${w / 2 - w * 0.012}" y="${h * 0.5 - w * 0.04}" width="${w * 0.024}" height="${w * 0.08}" rx="${w * 0.01}" fill="${hsl(hue, 60, 45)}"/>`;
    return stillLife(w, h, hue, [['charger', 0, hue], ['charger', 0, hue + 120]], plus);
  }
  return stillLife(w, h, hue, scene);
}

/** Image popups by popup id (community/event-data.ts): the welcome pack, and the ended beauty sale. */
export function popupScene(id: number, w: number, h: number, hue: number): string {
  if (id === 1) return welcomeScene(w, h, hue);
  if (id === 3) return stillLife(w, h, hue, [['lipstick', 1, 350], ['palette', 0, 330]]);
  throw new Error(`No picture for popup ${id}`);
}
