// Household goods and health supplements.
import { repeat, shine, type Drawing } from './kit.ts';

const bubbles = (x: number, y: number): string => repeat(4, (i) => `<circle cx="${x + (i % 2) * 50 + i * 12}" cy="${y - i * 40}" r="${16 + (i % 3) * 8}" fill="#fff" opacity=".7" stroke="#cde7f5" stroke-width="3"/>`);

/** Detergents (0 jug with a handle, 1 softener bottle, 2 dish soap with a pump, 3 spray). */
export const detergent: Drawing = (t, style) => {
  if (style === 2) return `<rect x="380" y="140" width="40" height="90" fill="#eee"/><path d="M380 150 L300 150 L300 170 L380 170 Z" fill="#eee"/><rect x="320" y="220" width="160" height="420" rx="40" fill="${t.main}"/><rect x="340" y="330" width="120" height="160" rx="12" fill="#fff" opacity=".85"/>${bubbles(530, 330)}`;
  if (style === 3) return `<path d="M340 200 L470 200 L500 250 L380 280 Z" fill="#f0f0f0"/><rect x="410" y="230" width="30" height="80" fill="#f0f0f0"/><path d="M350 300 L500 300 L520 640 L330 640 Z" fill="${t.main}"/><rect x="360" y="400" width="140" height="150" rx="12" fill="#fff" opacity=".85"/><path d="M320 230 L260 220" stroke="${t.light}" stroke-width="6" stroke-dasharray="6 10"/>`;
  return `<path d="M260 260 L520 260 Q560 260 560 300 L560 640 L240 640 L240 280 Q240 260 260 260 Z" fill="${style === 1 ? t.light : t.main}"/>
<path d="M440 260 L440 180 Q520 180 540 260" stroke="${t.dark}" stroke-width="30" fill="none"/><rect x="280" y="190" width="90" height="80" rx="12" fill="${t.dark}"/>
<rect x="270" y="360" width="260" height="200" rx="16" fill="#fff" opacity=".85"/><circle cx="400" cy="440" r="46" fill="${t.accent}" opacity=".6"/>${shine('M262 300 L262 600')}${bubbles(610, 330)}`;
};

/** Bath goods (0 stack of towels, 1 bath mat, 2 shower head with filters, 3 toothbrushes in a steriliser). */
export const towels: Drawing = (t, style) => {
  if (style === 1) return `<rect x="170" y="400" width="460" height="220" rx="24" fill="hsl(35,25%,82%)" transform="skewX(-10)"/>${repeat(10, (i) => `<circle cx="${180 + i * 42}" cy="${510 + (i % 2) * 20}" r="8" fill="hsl(35,20%,72%)"/>`)}`;
  if (style === 2) return `<path d="M470 180 Q590 180 590 300 L590 420" stroke="#c9ced6" stroke-width="24" fill="none"/><ellipse cx="430" cy="200" rx="110" ry="50" fill="#dfe3ea" transform="rotate(-25 430 200)"/>${repeat(3, (i) => `<rect x="${240 + i * 110}" y="440" width="80" height="190" rx="36" fill="${t.light}"/><rect x="${240 + i * 110}" y="500" width="80" height="50" fill="${t.main}"/>`)}`;
  if (style === 3) return `<rect x="300" y="330" width="200" height="310" rx="30" fill="#f2f4f7" stroke="#d7dbe2" stroke-width="4"/><rect x="320" y="360" width="160" height="160" rx="20" fill="${t.light}" opacity=".7"/>${repeat(3, (i) => `<rect x="${335 + i * 50}" y="${200 - (i % 2) * 30}" width="22" height="300" rx="11" fill="hsl(${t.hue + i * 80},55%,60%)"/>`)}<circle cx="400" cy="590" r="12" fill="#7dd0f0"/>`;
  const towel = (y: number, fill: string, w: number): string => `<rect x="${400 - w / 2}" y="${y}" width="${w}" height="70" rx="22" fill="${fill}"/><rect x="${400 - w / 2}" y="${y + 44}" width="${w}" height="10" fill="#fff" opacity=".5"/>`;
  return `${towel(570, t.dark, 430)}${towel(500, t.main, 420)}${towel(430, t.light, 410)}${towel(360, '#ffffff', 400)}${towel(290, t.pale, 390)}<path d="M540 280 L600 250 L610 330 Z" fill="hsl(110,40%,55%)"/>`;
};

/** Storage (0 stacked boxes, 1 hangers, 2 vacuum bags, 3 drawer organiser). */
export const storage: Drawing = (t, style) => {
  if (style === 1) return repeat(4, (i) => `<g transform="translate(${i * 24 - 36} ${i * 46 - 70})"><path d="M400 260 Q400 230 420 230 Q440 230 440 250" stroke="#9aa0aa" stroke-width="8" fill="none"/><path d="M400 260 L240 360 L560 360 Z" fill="none" stroke="${i % 2 ? t.main : t.dark}" stroke-width="16" stroke-linejoin="round"/></g>`);
  if (style === 2) return `<rect x="230" y="280" width="340" height="360" rx="24" fill="#dfeaf3" opacity=".95"/><rect x="260" y="330" width="280" height="280" rx="20" fill="${t.light}"/><path d="M260 400 L540 400 M260 480 L540 480" stroke="${t.main}" stroke-width="6"/><rect x="230" y="280" width="340" height="30" rx="10" fill="${t.dark}"/><circle cx="520" cy="360" r="22" fill="#fff"/>`;
  if (style === 3) return `<rect x="200" y="360" width="400" height="260" rx="16" fill="${t.light}"/>${repeat(3, (i) => `<rect x="${220 + i * 126}" y="380" width="110" height="220" rx="10" fill="${t.pale}"/>`)}${repeat(3, (i) => `<rect x="${240 + i * 126}" y="${350 - i * 10}" width="70" height="120" rx="8" fill="hsl(${t.hue + 60 * i},40%,65%)"/>`)}`;
  const box = (y: number, w: number): string => `<rect x="${400 - w / 2}" y="${y}" width="${w}" height="140" rx="14" fill="${t.light}" opacity=".95"/><rect x="${400 - w / 2}" y="${y}" width="${w}" height="22" rx="10" fill="${t.main}"/><rect x="360" y="${y + 60}" width="80" height="20" rx="10" fill="${t.dark}" opacity=".6"/>`;
  return `${box(490, 420)}${box(350, 400)}${box(210, 380)}`;
};

/** A supplement bottle with pills in front (0 multivitamin, 1 vitamin D capsules, 2 vitamin C tablets, 3 magnesium). */
export const vitamins: Drawing = (t, style) => {
  const pill = style === 1 ? 'hsl(45,90%,60%)' : style === 2 ? 'hsl(32,95%,62%)' : '#ffffff';
  const pills = repeat(6, (i) => style === 1
    ? `<ellipse cx="${210 + i * 70}" cy="${600 + (i % 2) * 16}" rx="30" ry="20" fill="${pill}" stroke="hsl(40,70%,45%)" stroke-width="3"/>`
    : `<rect x="${185 + i * 74}" y="${585 + (i % 2) * 14}" width="56" height="30" rx="15" fill="${pill}" stroke="#ccc" stroke-width="3" transform="rotate(${i * 25} ${213 + i * 74} 600)"/>`);
  return `<rect x="310" y="160" width="180" height="80" rx="14" fill="${t.dark}"/><rect x="280" y="230" width="240" height="330" rx="40" fill="${t.main}"/>
<rect x="300" y="320" width="200" height="150" rx="14" fill="#fff" opacity=".9"/><circle cx="400" cy="395" r="40" fill="${pill}" stroke="${t.dark}" stroke-width="5"/>${shine('M300 260 L300 300')}${pills}`;
};

/** Red ginseng: a root and a red box of extract or sticks. */
export const ginseng: Drawing = (t, style) => {
  const red = `hsl(${358 + (t.hue % 8)},60%,${32 + style * 2}%)`;
  const sticks = style === 1 || style === 2
    ? repeat(5, (i) => `<rect x="${460 + i * 30}" y="${260 + (i % 2) * 12}" width="24" height="300" rx="8" fill="${i % 2 ? red : '#c9a24a'}" transform="rotate(${i * 4 - 8} ${472 + i * 30} 420)"/>`)
    : `<rect x="450" y="300" width="180" height="210" rx="20" fill="${red}"/><rect x="450" y="280" width="180" height="50" rx="16" fill="#c9a24a"/>`;
  return `${sticks}<path d="M330 220 Q380 230 370 330 Q360 420 330 500 Q300 560 240 620 M350 420 Q410 470 430 560 M340 360 Q270 400 230 470" stroke="hsl(30,55%,62%)" stroke-width="44" fill="none" stroke-linecap="round"/>
<path d="M330 220 Q350 160 320 120 M330 200 Q290 140 250 130" stroke="hsl(110,40%,40%)" stroke-width="10" fill="none"/>${repeat(6, (i) => `<path d="M${300 + i * 12} ${300 + i * 50} q-30 6 -50 -4" stroke="hsl(30,45%,48%)" stroke-width="4" fill="none"/>`)}`;
};

/** Probiotics: stick sachets fanned out with a capsule or two. */
export const probiotics: Drawing = (t, style) =>
  `${repeat(5, (i) => `<g transform="rotate(${(i - 2) * 14} 400 640)"><rect x="365" y="210" width="70" height="380" rx="12" fill="${i % 2 ? t.main : t.light}"/><rect x="365" y="210" width="70" height="40" rx="10" fill="${t.dark}"/><circle cx="400" cy="420" r="18" fill="#fff" opacity=".8"/></g>`)}
${repeat(style % 2 ? 3 : 2, (i) => `<g transform="rotate(${30 + i * 40} ${560 + i * 40} 600)"><rect x="${520 + i * 40}" y="588" width="80" height="30" rx="15" fill="${t.pale}" stroke="${t.dark}" stroke-width="3"/><rect x="${560 + i * 40}" y="588" width="40" height="30" rx="15" fill="${t.accent}"/></g>`)}`;
