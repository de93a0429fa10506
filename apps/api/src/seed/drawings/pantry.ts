// Coffee and tea, ready meals and snacks.
import { repeat, shine, type Drawing } from './kit.ts';

const steam = (x: number, y: number): string =>
  repeat(3, (i) => `<path d="M${x - 40 + i * 40} ${y} q-20 -40 0 -80 q20 -40 0 -80" stroke="#fff" stroke-width="10" fill="none" opacity=".7" stroke-linecap="round"/>`);

const bean = (x: number, y: number, r: number): string =>
  `<g transform="rotate(${r} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="22" ry="30" fill="#5a3720"/><path d="M${x} ${y - 26} q-10 26 0 52" stroke="#2f1c10" stroke-width="5" fill="none"/></g>`;

/** Coffee and tea (0 mug with a drip bag, 1 cold brew bottle, 2 cup of tea with a tea bag, 3 capsules). */
export const coffee: Drawing = (t, style) => {
  if (style === 1) {
    return `<rect x="370" y="130" width="60" height="70" rx="10" fill="${t.deep}"/><path d="M360 200 L440 200 L470 280 L470 620 Q470 640 450 640 L350 640 Q330 640 330 620 L330 280 Z" fill="#3a2418"/>
<rect x="330" y="380" width="140" height="140" fill="${t.light}"/><rect x="360" y="420" width="80" height="14" rx="6" fill="${t.deep}"/>${shine('M350 300 L350 360')}${bean(560, 600, 20)}${bean(610, 580, -30)}`;
  }
  if (style === 3) {
    const capsule = (x: number, y: number, c: number): string =>
      `<path d="M${x - 85} ${y} L${x + 85} ${y} L${x + 55} ${y + 100} Q${x} ${y + 125} ${x - 55} ${y + 100} Z" fill="hsl(${t.hue + c * 50},50%,45%)"/><ellipse cx="${x}" cy="${y}" rx="98" ry="22" fill="#d8d8d8"/><ellipse cx="${x}" cy="${y}" rx="70" ry="14" fill="#bdbdbd"/>`;
    return `${capsule(270, 330, 2)}${capsule(520, 340, 3)}${capsule(290, 500, 0)}${capsule(520, 520, 1)}`;
  }
  const drink = style === 2 ? 'hsl(32,70%,55%)' : '#4a2c1a';
  const tag = style === 2
    ? `<path d="M470 330 L540 250" stroke="#eee" stroke-width="4"/><rect x="520" y="210" width="50" height="60" rx="6" fill="${t.main}"/>`
    : `<path d="M330 300 L470 300 L450 230 L350 230 Z" fill="hsl(36,35%,85%)"/><rect x="300" y="222" width="200" height="16" rx="6" fill="${t.main}"/>`;
  return `${steam(400, 300)}<path d="M260 330 L540 330 L520 600 Q515 640 475 640 L325 640 Q285 640 280 600 Z" fill="${t.main}"/>
<path d="M540 380 Q630 380 620 460 Q610 530 525 530" stroke="${t.main}" stroke-width="30" fill="none"/><ellipse cx="400" cy="332" rx="140" ry="26" fill="${drink}"/>${tag}${shine('M300 380 L310 560')}
${style === 0 ? bean(180, 610, 30) + bean(620, 620, -20) + bean(660, 590, 40) : ''}`;
};

/** Ready meals (0 bowl of beef-bone soup, 1 fried rice, 2 rice cakes in red sauce, 3 rice bowl with bulgogi). */
export const meal: Drawing = (t, style) => {
  const bowl = `<path d="M190 420 L610 420 Q600 620 400 630 Q200 620 190 420 Z" fill="${t.main}"/><path d="M300 630 L500 630 L480 650 L320 650 Z" fill="${t.dark}"/>`;
  const top = [
    `<ellipse cx="400" cy="420" rx="210" ry="52" fill="#f3eee4"/>${repeat(5, (i) => `<ellipse cx="${310 + i * 45}" cy="${410 + (i % 2) * 14}" rx="18" ry="8" fill="hsl(110,45%,45%)"/>`)}<ellipse cx="440" cy="420" rx="40" ry="14" fill="hsl(20,35%,60%)"/>`,
    `<ellipse cx="400" cy="420" rx="210" ry="52" fill="hsl(42,70%,62%)"/>${repeat(14, (i) => `<circle cx="${250 + ((i * 53) % 300)}" cy="${395 + ((i * 29) % 50)}" r="8" fill="${['#e25b3a', '#4a9a4a', '#f2d14b'][i % 3]}"/>`)}`,
    `<ellipse cx="400" cy="420" rx="210" ry="52" fill="hsl(6,78%,45%)"/>${repeat(8, (i) => `<rect x="${270 + (i % 4) * 62}" y="${392 + Math.floor(i / 4) * 30}" width="54" height="18" rx="9" fill="#fbeee0" transform="rotate(${(i * 37) % 60 - 30} ${297 + (i % 4) * 62} 400)"/>`)}`,
    `<ellipse cx="400" cy="420" rx="210" ry="52" fill="#fafafa"/><path d="M260 420 Q330 380 420 395 Q500 380 560 420 Q480 440 400 440 Q320 440 260 420 Z" fill="hsl(20,45%,35%)"/>${repeat(4, (i) => `<ellipse cx="${330 + i * 45}" cy="${405 + (i % 2) * 8}" rx="14" ry="5" fill="hsl(110,45%,45%)"/>`)}`,
  ][style % 4];
  return `${style === 0 ? repeat(3, (i) => `<path d="M${340 + i * 60} 360 q-20 -40 0 -80 q20 -40 0 -80" stroke="${t.light}" stroke-width="10" fill="none" opacity=".8" stroke-linecap="round"/>`) : ''}${bowl}${top}
<rect x="560" y="220" width="14" height="260" rx="7" fill="hsl(30,35%,55%)" transform="rotate(25 567 350)"/><rect x="590" y="220" width="14" height="260" rx="7" fill="hsl(30,35%,55%)" transform="rotate(25 597 350)"/>`;
};

/** Snacks (0 rice crisps in a bag, 1 nut packs, 2 jar of granola, 3 gift box of rice crackers). */
export const snack: Drawing = (t, style) => {
  if (style === 1) {
    const nut = (x: number, y: number, r: number): string => `<ellipse cx="${x}" cy="${y}" rx="26" ry="18" fill="hsl(${28 + (r % 12)},55%,${45 + (r % 20)}%)" transform="rotate(${r} ${x} ${y})"/>`;
    return `${repeat(3, (i) => `<rect x="${200 + i * 140}" y="${230 + (i % 2) * 40}" width="130" height="230" rx="14" fill="${i === 1 ? t.main : t.light}" transform="rotate(${i * 8 - 8} ${265 + i * 140} 345)"/>`)}
<path d="M200 500 Q400 440 600 500 Q590 620 400 630 Q210 620 200 500 Z" fill="${t.pale}"/>${repeat(16, (i) => nut(260 + ((i * 47) % 280), 495 + ((i * 13) % 40), i * 29))}`;
  }
  if (style === 2) {
    return `<rect x="300" y="190" width="200" height="60" rx="12" fill="${t.dark}"/><rect x="280" y="245" width="240" height="395" rx="40" fill="#eef3f6" opacity=".9"/>
${repeat(30, (i) => `<circle cx="${305 + ((i * 37) % 190)}" cy="${310 + Math.floor(i / 5) * 52 + (i % 3) * 8}" r="${14 + (i % 3) * 4}" fill="hsl(${30 + (i % 4) * 6},55%,${50 + (i % 3) * 10}%)"/>`)}${shine('M300 280 L300 400')}`;
  }
  if (style === 3) {
    return `<rect x="170" y="300" width="460" height="320" rx="18" fill="${t.main}"/><rect x="190" y="320" width="420" height="280" rx="10" fill="${t.pale}"/>
${repeat(6, (i) => `<circle cx="${260 + (i % 3) * 140}" cy="${390 + Math.floor(i / 3) * 130}" r="52" fill="hsl(38,60%,72%)"/><circle cx="${260 + (i % 3) * 140}" cy="${390 + Math.floor(i / 3) * 130}" r="40" fill="none" stroke="hsl(32,50%,58%)" stroke-width="5" stroke-dasharray="8 8"/>`)}
<rect x="380" y="300" width="40" height="320" fill="${t.accent}"/>`;
  }
  return `<path d="M260 200 L540 200 L560 640 L240 640 Z" fill="${t.main}"/><path d="M260 200 L540 200 L545 240 L255 240 Z" fill="${t.dark}"/>${repeat(12, (i) => `<path d="M${262 + i * 23.5} 200 l12 -20 l11 20" fill="${t.dark}"/>`)}
<circle cx="400" cy="420" r="100" fill="${t.pale}"/>${repeat(5, (i) => `<path d="M${350 + (i % 3) * 40} ${380 + Math.floor(i / 3) * 50} l40 -8 l8 30 l-44 6 Z" fill="hsl(38,65%,62%)"/>`)}${shine('M290 260 L300 580')}`;
};
