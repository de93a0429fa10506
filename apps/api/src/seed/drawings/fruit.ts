// Fruit in natural colours (the item's hue only shifts them a little).
import { repeat, shine, type Drawing } from './kit.ts';

const leaf = (x: number, y: number, r: number): string =>
  `<path d="M${x} ${y} Q${x + 40} ${y - 50} ${x + 90} ${y - 30} Q${x + 50} ${y + 10} ${x} ${y} Z" fill="hsl(112,45%,40%)" transform="rotate(${r} ${x} ${y})"/>`;

const oneApple = (x: number, y: number, s: number, hue: number): string =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 -70 Q-60 -120 -110 -60 Q-150 20 -90 100 Q-45 140 0 115 Q45 140 90 100 Q150 20 110 -60 Q60 -120 0 -70 Z" fill="hsl(${hue},70%,46%)"/>
<path d="M0 -72 Q5 -110 20 -130" stroke="#6b4a2b" stroke-width="9" fill="none" stroke-linecap="round"/>${leaf(16, -112, -10)}${shine('M-80 -40 Q-95 0 -80 40', 16)}</g>`;

/** Apples, two or three of them. */
export const apple: Drawing = (t, style) => {
  const hue = style === 3 ? 80 : 352 + (t.hue % 14);
  if (t.hue % 3 === 0) return `${oneApple(400, 420, 1.6, hue)}`;
  return `${oneApple(300, 470, 1.05, hue)}${oneApple(500, 480, 1.1, hue + 4)}${(style + t.hue) % 2 ? '' : oneApple(400, 330, 0.95, hue - 4)}`;
};

/** A bunch of grapes on a stem with a leaf (green shine muscat unless style 3). */
export const grapes: Drawing = (t, style) => {
  const colour = style === 3 ? 'hsl(285,35%,38%)' : `hsl(${72 + (t.hue % 14)},55%,55%)`;
  const rows = [5, 5, 4, 4, 3, 2, 1];
  const berries = rows
    .flatMap((n, r) => Array.from({ length: n }, (_, i) => [400 + (i - (n - 1) / 2) * 62, 260 + r * 56]))
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="36" fill="${colour}" stroke="rgba(0,0,0,.12)" stroke-width="3"/><circle cx="${(x ?? 0) - 11}" cy="${(y ?? 0) - 12}" r="9" fill="#fff" opacity=".5"/>`)
    .join('');
  return `<path d="M400 230 L400 150 Q410 120 440 110" stroke="#6b4a2b" stroke-width="12" fill="none" stroke-linecap="round"/>${leaf(410, 170, -30)}${berries}`;
};

/** Korean melons (참외): yellow with white furrows. */
export const melon: Drawing = (t) => {
  const one = (x: number, y: number, r: number): string =>
    `<g transform="rotate(${r} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="150" ry="105" fill="hsl(${46 + (t.hue % 6)},90%,55%)"/>${repeat(4, (i) => `<path d="M${x - 140} ${y} Q${x} ${y - 100 + i * 62} ${x + 140} ${y}" stroke="#fffbe8" stroke-width="9" fill="none"/>`)}<circle cx="${x + 146}" cy="${y}" r="10" fill="#7b8a3a"/></g>`;
  return t.hue % 2 ? `${one(330, 390, -14)}${one(470, 540, 8)}` : `${one(320, 500, -8)}${one(490, 380, 12)}`;
};

/** Citrus (한라봉): orange fruit with its knob, a leaf and a cut half. */
export const citrus: Drawing = (t, style) => {
  const orange = `hsl(${28 + (t.hue % 8)},92%,55%)`;
  const half = `<circle cx="560" cy="540" r="100" fill="${orange}"/><circle cx="560" cy="540" r="84" fill="hsl(38,95%,70%)"/>${repeat(8, (i) => `<path d="M560 540 L${560 + Math.cos((i * Math.PI) / 4) * 80} ${540 + Math.sin((i * Math.PI) / 4) * 80}" stroke="#fff6dc" stroke-width="6"/>`)}`;
  return `<circle cx="${style % 2 ? 400 : 360}" cy="430" r="175" fill="${orange}"/><ellipse cx="${style % 2 ? 400 : 360}" cy="262" rx="60" ry="40" fill="${orange}"/>
<circle cx="${style % 2 ? 400 : 360}" cy="232" r="10" fill="#6b7d2a"/>${leaf(style % 2 ? 408 : 368, 236, -20)}${shine(`M${style % 2 ? 290 : 250} 370 Q${style % 2 ? 280 : 240} 430 ${style % 2 ? 300 : 260} 490`, 16)}${style % 2 ? '' : half}`;
};

const berry = (x: number, y: number, s: number, r: number): string =>
  `<g transform="translate(${x} ${y}) rotate(${r}) scale(${s})"><path d="M0 110 Q-100 20 -90 -40 Q-80 -80 0 -70 Q80 -80 90 -40 Q100 20 0 110 Z" fill="hsl(352,78%,50%)"/>
${repeat(9, (i) => `<ellipse cx="${((i % 3) - 1) * 38}" cy="${-30 + Math.floor(i / 3) * 40}" rx="4" ry="7" fill="#ffe680"/>`)}
<path d="M-70 -62 L-30 -100 L0 -72 L30 -100 L70 -62 L20 -58 L0 -40 L-20 -58 Z" fill="hsl(115,50%,38%)"/></g>`;

/** Strawberries in a small heap. */
export const strawberry: Drawing = (t, style) =>
  t.hue % 2
    ? `${berry(290, 440, 1.15, -25)}${berry(510, 450, 1.2, 20 + style * 3)}${berry(400, 540, 1.1, 0)}`
    : `${berry(300, 470, 1.2, -15)}${berry(500, 480, 1.25, 12 + style * 3)}${berry(400, 330, 1.1, 4)}`;
