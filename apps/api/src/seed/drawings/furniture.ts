// Furniture and home decor: beds, sofas, desks, lamps, curtains and bedding.
import { repeat, shine, type Drawing } from './kit.ts';

const WOOD = 'hsl(30,42%,58%)';
const WOOD_DARK = 'hsl(28,38%,42%)';

/** A bed (0 frame with drawers, 1 mattress, 2 topper, 3 wide family bed). */
export const bed: Drawing = (t, style) => {
  if (style === 1 || style === 2) {
    const h = style === 1 ? 150 : 70;
    return `<path d="M170 ${520 - h} L560 ${520 - h} L650 ${460 - h} L260 ${460 - h} Z" fill="${t.pale}"/><path d="M170 ${520 - h} L560 ${520 - h} L560 520 L170 520 Z" fill="#fff"/><path d="M560 ${520 - h} L650 ${460 - h} L650 460 L560 520 Z" fill="${t.light}"/>
${style === 1 ? repeat(8, (i) => `<circle cx="${200 + i * 48}" cy="${520 - h / 2}" r="10" fill="${t.light}"/>`) : ''}<rect x="170" y="${520 - h / 2 - 4}" width="390" height="8" fill="${t.main}" opacity=".5"/><path d="M170 520 L560 520 L560 540 L170 540 Z" fill="${t.dark}" opacity=".4"/>`;
  }
  const w = style === 3 ? 560 : 460;
  const x = 400 - w / 2;
  return `<rect x="${x - 10}" y="230" width="${w + 20}" height="230" rx="24" fill="${WOOD_DARK}"/><rect x="${x}" y="440" width="${w}" height="150" rx="10" fill="${WOOD}"/>
<rect x="${x + 20}" y="380" width="${w - 40}" height="80" rx="18" fill="#fff"/>${repeat(style === 3 ? 3 : 2, (i) => `<rect x="${x + 40 + i * ((w - 80) / (style === 3 ? 3 : 2))}" y="330" width="${(w - 120) / (style === 3 ? 3 : 2)}" height="70" rx="28" fill="${t.pale}"/>`)}
<path d="M${x + 20} 420 L${x + w - 20} 420 L${x + w - 10} 510 L${x + 10} 510 Z" fill="${t.main}"/>
${style === 0 ? `<rect x="${x + 40}" y="530" width="${w / 2 - 60}" height="44" rx="6" fill="${WOOD_DARK}" opacity=".5"/><rect x="${x + w / 2 + 20}" y="530" width="${w / 2 - 60}" height="44" rx="6" fill="${WOOD_DARK}" opacity=".5"/>` : ''}
<rect x="${x}" y="590" width="24" height="40" fill="${WOOD_DARK}"/><rect x="${x + w - 24}" y="590" width="24" height="40" fill="${WOOD_DARK}"/>`;
};

/** A sofa (0 three-seater, 1 recliner, 2 modular, 3 lounge chair). */
export const sofa: Drawing = (t, style) => {
  const seats = style === 3 ? 1 : style === 1 ? 2 : 3;
  const w = seats * 150 + 100;
  const x = 400 - w / 2;
  const gaps = style === 2 ? 14 : 6;
  return `<rect x="${x + 40}" y="270" width="${w - 80}" height="220" rx="40" fill="${t.dark}"/>
${repeat(seats, (i) => `<rect x="${x + 50 + i * 150 + gaps / 2}" y="290" width="${150 - gaps}" height="170" rx="30" fill="${t.main}"/><rect x="${x + 50 + i * 150 + gaps / 2}" y="450" width="${150 - gaps}" height="80" rx="18" fill="${t.light}"/>`)}
<rect x="${x}" y="370" width="70" height="200" rx="32" fill="${t.dark}"/><rect x="${x + w - 70}" y="370" width="70" height="200" rx="32" fill="${t.dark}"/>
<rect x="${x + 30}" y="520" width="${w - 60}" height="50" rx="14" fill="${t.dark}"/><rect x="${x + 30}" y="570" width="18" height="60" fill="${WOOD_DARK}"/><rect x="${x + w - 48}" y="570" width="18" height="60" fill="${WOOD_DARK}"/>
${style === 0 ? `<rect x="${x + 80}" y="330" width="90" height="90" rx="20" fill="${t.accent}" transform="rotate(-10 ${x + 125} 375)"/>` : ''}`;
};

/** A desk with a monitor and a lamp (0 standing desk, 2 wooden desk, 3 computer desk). */
export const desk: Drawing = (t, style) => {
  const top = style === 2 ? WOOD : style === 0 ? '#f1f1f1' : WOOD_DARK;
  const legs = style === 0
    ? `<rect x="235" y="420" width="26" height="220" fill="#555"/><rect x="539" y="420" width="26" height="220" fill="#555"/><rect x="195" y="625" width="110" height="16" rx="8" fill="#555"/><rect x="495" y="625" width="110" height="16" rx="8" fill="#555"/>`
    : `<rect x="170" y="420" width="30" height="220" fill="${WOOD_DARK}"/><rect x="600" y="420" width="30" height="220" fill="${WOOD_DARK}"/><rect x="470" y="420" width="130" height="120" fill="${WOOD}" opacity=".85"/><rect x="520" y="470" width="34" height="8" rx="4" fill="${WOOD_DARK}"/>`;
  return `${legs}<rect x="150" y="400" width="500" height="30" rx="8" fill="${top}"/>
<rect x="270" y="230" width="220" height="140" rx="10" fill="#2c2f38"/><rect x="282" y="242" width="196" height="116" rx="4" fill="${t.light}"/><rect x="370" y="370" width="20" height="30" fill="#2c2f38"/><rect x="340" y="392" width="80" height="10" rx="5" fill="#2c2f38"/>
<path d="M560 400 L560 300 L610 250" stroke="${t.dark}" stroke-width="10" fill="none"/><path d="M590 230 L650 260 L630 290 Z" fill="${t.main}"/>`;
};

/** An office chair with a mesh back (1: the desk chair of the desk leaf). */
export const chair: Drawing = (t) =>
  `<rect x="300" y="150" width="200" height="250" rx="50" fill="${t.deep}"/>${repeat(6, (i) => `<rect x="${318 + i * 30}" y="170" width="12" height="210" rx="6" fill="${t.main}" opacity=".6"/>`)}
<rect x="270" y="410" width="260" height="60" rx="28" fill="${t.deep}"/><rect x="250" y="350" width="30" height="90" rx="12" fill="#555"/><rect x="520" y="350" width="30" height="90" rx="12" fill="#555"/>
<rect x="388" y="470" width="24" height="110" fill="#666"/>${repeat(5, (i) => `<path d="M400 580 L${400 + Math.cos((i * 2 * Math.PI) / 5) * 150} ${600 + Math.sin((i * 2 * Math.PI) / 5) * 30}" stroke="#555" stroke-width="16" stroke-linecap="round"/><circle cx="${400 + Math.cos((i * 2 * Math.PI) / 5) * 150}" cy="${622 + Math.sin((i * 2 * Math.PI) / 5) * 30}" r="14" fill="#333"/>`)}`;

/** A lamp (0 glowing mood lamp, 1 floor lamp, 2 pendant, 3 table lamp), with its glow. */
export const lamp: Drawing = (t, style) => {
  const glow = `<circle cx="400" cy="${style === 2 ? 420 : 330}" r="230" fill="hsl(48,100%,85%)" opacity=".45"/>`;
  if (style === 1) return `${glow}<path d="M310 180 L490 180 L540 330 L260 330 Z" fill="${t.pale}"/><rect x="392" y="330" width="16" height="290" fill="${t.deep}"/><ellipse cx="400" cy="625" rx="90" ry="18" fill="${t.deep}"/>`;
  if (style === 2) return `<rect x="396" y="60" width="8" height="230" fill="${t.deep}"/>${glow}<path d="M400 280 Q260 300 240 440 L560 440 Q540 300 400 280 Z" fill="${t.main}"/><ellipse cx="400" cy="440" rx="160" ry="22" fill="${t.dark}"/><circle cx="400" cy="458" r="30" fill="hsl(48,100%,75%)"/>`;
  if (style === 0) return `${glow}<circle cx="400" cy="390" r="170" fill="hsl(45,95%,80%)"/><circle cx="400" cy="390" r="120" fill="hsl(48,100%,90%)"/><rect x="300" y="560" width="200" height="70" rx="16" fill="${WOOD}"/>`;
  return `${glow}<path d="M300 200 L500 200 L550 380 L250 380 Z" fill="${t.light}"/><path d="M380 380 Q330 460 350 560 L450 560 Q470 460 420 380 Z" fill="${t.main}"/><rect x="320" y="560" width="160" height="70" rx="18" fill="${t.dark}"/>`;
};

/** A window dressed with curtains (0 blackout, 1 sheer) or blinds (2 combi, 3 wooden). */
export const curtain: Drawing = (t, style) => {
  const window = `<rect x="220" y="170" width="360" height="420" rx="8" fill="hsl(200,70%,86%)"/><rect x="396" y="170" width="8" height="420" fill="#fff"/><rect x="220" y="376" width="360" height="8" fill="#fff"/><circle cx="300" cy="250" r="36" fill="#fff6c4"/>`;
  if (style >= 2) {
    const slat = style === 3 ? WOOD : t.light;
    return `${window}${repeat(style === 3 ? 11 : 7, (i) => `<rect x="205" y="${160 + i * (style === 3 ? 30 : 46)}" width="390" height="${style === 3 ? 20 : 24}" rx="4" fill="${slat}" opacity="${style === 3 ? 1 : 0.9}"/>`)}<rect x="195" y="150" width="410" height="24" rx="6" fill="${t.deep}"/>`;
  }
  const cloth = style === 1 ? `opacity=".7"` : '';
  const folds = (x: number): string => repeat(4, (i) => `<rect x="${x + 10 + i * 32}" y="140" width="10" height="500" fill="${t.dark}" opacity=".25"/>`);
  return `${window}<rect x="170" y="128" width="460" height="16" rx="8" fill="${t.deep}"/>
<path d="M180 140 L330 140 Q300 380 320 640 L180 640 Z" fill="${t.main}" ${cloth}/>${folds(180)}<path d="M620 140 L470 140 Q500 380 480 640 L620 640 Z" fill="${t.main}" ${cloth}/>${folds(480)}`;
};

/** Bedding: a folded duvet stack with a pillow (3: a single pillow in its cover). */
export const bedding: Drawing = (t, style) => {
  if (style === 3) return `<rect x="200" y="330" width="400" height="250" rx="90" fill="${t.light}"/><rect x="220" y="350" width="360" height="210" rx="80" fill="none" stroke="${t.main}" stroke-width="6" stroke-dasharray="14 10"/>${shine('M260 380 Q300 360 360 365', 10)}`;
  const layer = (y: number, fill: string, w: number): string =>
    `<rect x="${400 - w / 2}" y="${y}" width="${w}" height="80" rx="30" fill="${fill}"/><path d="M${400 - w / 2 + 20} ${y + 40} L${400 + w / 2 - 20} ${y + 40}" stroke="#fff" stroke-width="4" opacity=".5" stroke-dasharray="12 10"/>`;
  return `${layer(550, t.dark, 460)}${layer(470, t.main, 440)}${layer(390, t.light, 420)}${style === 1 ? layer(310, t.pale, 400) : ''}
<rect x="270" y="${style === 1 ? 220 : 290}" width="260" height="110" rx="44" fill="#fff"/><rect x="290" y="${style === 1 ? 235 : 305}" width="220" height="80" rx="36" fill="none" stroke="${t.light}" stroke-width="5"/>`;
};
