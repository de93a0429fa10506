// Cosmetics: bottles, jars, lipsticks, compacts and palettes.
import { repeat, shine, type Drawing } from './kit.ts';

/** A label without words: a pale panel with two bars. */
const label = (x: number, y: number, w: number, h: number, bar: string): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="#fff" opacity=".85"/><rect x="${x + w * 0.2}" y="${y + h * 0.3}" width="${w * 0.6}" height="${h * 0.12}" rx="4" fill="${bar}"/><rect x="${x + w * 0.3}" y="${y + h * 0.55}" width="${w * 0.4}" height="${h * 0.08}" rx="3" fill="${bar}" opacity=".5"/>`;

/** A toner bottle (0 tall bottle, 1 jar of pads, 2 pump bottle, 3 slim bottle). */
export const toner: Drawing = (t, style) => {
  if (style === 1) return cream(t, 3);
  const w = style === 3 ? 130 : 170;
  const x = 400 - w / 2;
  const cap = style === 2
    ? `<rect x="375" y="150" width="50" height="70" fill="${t.dark}"/><rect x="340" y="128" width="100" height="26" rx="8" fill="${t.dark}"/>`
    : `<rect x="${400 - w * 0.3}" y="140" width="${w * 0.6}" height="90" rx="14" fill="${t.dark}"/>`;
  return `${cap}<rect x="${x}" y="215" width="${w}" height="425" rx="${w * 0.22}" fill="${t.light}"/>
<rect x="${x}" y="360" width="${w}" height="280" rx="${w * 0.22}" fill="${t.main}" opacity=".45"/>${label(x + 20, 390, w - 40, 130, t.dark)}${shine(`M${x + 28} 250 L${x + 28} 340`)}`;
};

/** A serum bottle with a dropper and a drop. */
export const serum: Drawing = (t, style) => {
  const glass = style % 2 ? 'hsl(32,60%,42%)' : t.main;
  return `<path d="M372 120 Q372 80 400 80 Q428 80 428 120 L428 200 L372 200 Z" fill="${t.deep}"/>
<rect x="350" y="195" width="100" height="60" rx="8" fill="#d9d4cc"/><rect x="300" y="250" width="200" height="390" rx="44" fill="${glass}"/>
${label(325, 390, 150, 150, t.deep)}${shine('M330 285 L330 370')}
<path d="M580 470 Q560 510 560 530 A20 20 0 0 0 600 530 Q600 510 580 470 Z" fill="${t.light}"/>`;
};

/** A cream jar with its lid (0 closed, 1 open with a swirl, 2 tube beside, 3 wide jar). */
export const cream: Drawing = (t, style) => {
  const w = style === 3 ? 340 : 280;
  const x = 400 - w / 2;
  const lid = style === 1
    ? `<ellipse cx="400" cy="420" rx="${w / 2}" ry="36" fill="${t.pale}"/><path d="M340 420 Q400 360 460 420 Q420 400 400 380 Q390 410 360 410 Z" fill="#fff"/>`
    : `<rect x="${x - 8}" y="360" width="${w + 16}" height="80" rx="22" fill="${t.dark}"/><ellipse cx="400" cy="362" rx="${w / 2 + 8}" ry="24" fill="${t.main}"/>`;
  const tube = style === 2 ? `<path d="M560 300 L640 300 L625 600 L575 600 Z" fill="${t.light}"/><rect x="578" y="600" width="44" height="40" rx="6" fill="${t.dark}"/>` : '';
  return `${tube}<rect x="${x}" y="420" width="${w}" height="220" rx="40" fill="${t.light}"/>${lid}${label(x + 40, 480, w - 80, 110, t.dark)}${shine(`M${x + 26} 470 L${x + 26} 590`)}`;
};

/** Lip colour (0 tint with a wand, 1 lipstick, 2 gloss, 3 balm). */
export const lipstick: Drawing = (t, style) => {
  const colour = `hsl(${345 + (t.hue % 30)},62%,${40 + (t.hue % 15)}%)`;
  if (style === 0 || style === 2) {
    return `<rect x="330" y="300" width="90" height="340" rx="20" fill="${colour}" opacity="${style === 2 ? 0.7 : 1}"/><rect x="330" y="170" width="90" height="140" rx="16" fill="${t.deep}"/>
${shine('M350 340 L350 600', 10)}<rect x="470" y="260" width="14" height="300" rx="7" fill="${t.deep}" transform="rotate(12 477 410)"/><ellipse cx="505" cy="575" rx="20" ry="34" fill="${colour}" transform="rotate(12 505 575)"/>`;
  }
  if (style === 3) return `<rect x="340" y="260" width="120" height="380" rx="30" fill="${t.light}"/><rect x="340" y="190" width="120" height="100" rx="24" fill="${t.dark}"/>${label(360, 380, 80, 150, t.dark)}`;
  return `<rect x="330" y="440" width="140" height="200" rx="14" fill="${t.deep}"/><rect x="345" y="330" width="110" height="120" rx="8" fill="#c9a86a"/>
<path d="M355 330 L355 230 L445 180 L445 330 Z" fill="${colour}"/>${shine('M372 250 L372 320', 10)}
<rect x="500" y="500" width="140" height="140" rx="12" fill="${t.deep}" transform="rotate(-70 570 570)"/>`;
};

/** Base make-up (0 open cushion compact, 1 foundation bottle, 2 sun cream tube, 3 primer). */
export const cushion: Drawing = (t, style) => {
  const skin = `hsl(${25 + (t.hue % 10)},55%,${72 + (t.hue % 8)}%)`;
  if (style === 0) {
    return `<ellipse cx="400" cy="300" rx="200" ry="90" fill="${t.dark}"/><ellipse cx="400" cy="300" rx="170" ry="70" fill="#dfe6ee"/>${shine('M300 280 Q330 250 370 245', 10)}
<ellipse cx="400" cy="520" rx="200" ry="90" fill="${t.dark}"/><rect x="200" y="450" width="400" height="70" fill="${t.dark}"/><ellipse cx="400" cy="450" rx="200" ry="90" fill="${t.main}"/>
<ellipse cx="400" cy="450" rx="160" ry="66" fill="${skin}"/><ellipse cx="420" cy="440" rx="100" ry="40" fill="#fff" opacity=".9"/>`;
  }
  if (style === 2) return `<path d="M330 170 L470 170 L500 560 L300 560 Z" fill="${t.pale}"/><rect x="310" y="560" width="180" height="80" rx="14" fill="${t.main}"/>${label(340, 300, 120, 140, t.main)}`;
  return `<rect x="360" y="160" width="80" height="80" rx="10" fill="${t.deep}"/><rect x="310" y="240" width="180" height="400" rx="26" fill="${skin}"/>${label(330, 400, 140, 150, t.dark)}${shine('M330 270 L330 380')}`;
};

/** Eye make-up: a shadow palette with a mascara beside it. */
export const palette: Drawing = (t, style) => {
  const pans = repeat(9, (i) => {
    const col = i % 3;
    const row = Math.floor(i / 3);
    return `<rect x="${250 + col * 80}" y="${290 + row * 80}" width="64" height="64" rx="12" fill="hsl(${t.hue + i * 14 + style * 20},${35 + (i % 4) * 10}%,${48 + (i % 5) * 8}%)"/>`;
  });
  return `<rect x="220" y="260" width="300" height="300" rx="24" fill="${t.deep}"/>${pans}
<g transform="rotate(-18 600 420)"><rect x="572" y="170" width="56" height="250" rx="14" fill="${t.dark}"/><rect x="580" y="420" width="40" height="210" rx="10" fill="#1c1c22"/></g>`;
};
