// Phones and their accessories, home appliances.
import { repeat, shine, type Drawing } from './kit.ts';

const cable = (d: string, colour: string): string => `<path d="${d}" stroke="${colour}" stroke-width="12" fill="none" stroke-linecap="round"/>`;

/** A phone in its case, seen from the back, with the screen side of a second phone beside it. */
export const phoneCase: Drawing = (t, style) => {
  const clear = style === 0;
  const body = clear ? `hsl(${t.hue},30%,82%)` : t.main;
  const extra = style === 1 ? `<rect x="380" y="430" width="150" height="100" rx="12" fill="${t.dark}"/><rect x="395" y="445" width="120" height="40" rx="6" fill="${t.accent}"/>` : style === 2 ? `<rect x="350" y="170" width="30" height="460" fill="${t.dark}"/>` : '';
  return `<rect x="170" y="200" width="210" height="420" rx="34" fill="#23252d"/><rect x="182" y="212" width="186" height="396" rx="26" fill="${t.light}"/><rect x="240" y="222" width="70" height="14" rx="7" fill="#23252d"/>
<rect x="330" y="170" width="250" height="470" rx="44" fill="${body}" opacity="${clear ? 0.9 : 1}"/>${clear ? `<rect x="345" y="185" width="220" height="440" rx="36" fill="${t.deep}" opacity=".3"/>` : ''}${extra}
<rect x="360" y="200" width="120" height="120" rx="26" fill="${t.deep}"/>${repeat(3, (i) => `<circle cx="${390 + (i % 2) * 58}" cy="${230 + Math.floor(i / 2) * 58}" r="22" fill="#111"/><circle cx="${390 + (i % 2) * 58}" cy="${230 + Math.floor(i / 2) * 58}" r="9" fill="#3b4a6b"/>`)}${shine('M560 230 L560 400', 10)}`;
};

/** Chargers (0 wall charger, 1 coiled cable, 2 wireless stand, 3 car charger). */
export const charger: Drawing = (t, style) => {
  const colour = style % 2 ? t.dark : '#f4f4f6';
  if (style === 1) return `${repeat(4, (i) => `<ellipse cx="400" cy="${380 + i * 18}" rx="${190 - i * 12}" ry="${110 - i * 6}" fill="none" stroke="${t.main}" stroke-width="16"/>`)}<rect x="560" y="440" width="60" height="36" rx="8" fill="#9aa0aa"/><rect x="180" y="300" width="60" height="36" rx="8" fill="#9aa0aa"/>`;
  if (style === 2) return `<path d="M300 620 L500 620 L470 580 L330 580 Z" fill="${t.dark}"/><rect x="330" y="190" width="140" height="390" rx="30" fill="${t.main}" transform="rotate(-8 400 400)"/><circle cx="392" cy="360" r="40" fill="none" stroke="#fff" stroke-width="8" opacity=".7"/>`;
  if (style === 3) return `<rect x="340" y="250" width="120" height="230" rx="40" fill="${colour}"/><rect x="370" y="480" width="60" height="110" rx="12" fill="#9aa0aa"/><rect x="365" y="300" width="70" height="30" rx="8" fill="${t.accent}"/><rect x="365" y="350" width="70" height="30" rx="8" fill="#222"/>`;
  return `<rect x="250" y="230" width="220" height="220" rx="40" fill="${colour}" stroke="#d6d6dc" stroke-width="4"/><rect x="300" y="180" width="20" height="60" rx="4" fill="#9aa0aa"/><rect x="400" y="180" width="20" height="60" rx="4" fill="#9aa0aa"/>
<rect x="325" y="380" width="70" height="26" rx="10" fill="#222"/>${cable('M360 450 Q360 620 520 600 Q640 580 600 470', t.main)}<rect x="575" y="430" width="50" height="44" rx="8" fill="#9aa0aa"/>`;
};

/** A power bank with its charge lights and a short cable. */
export const powerbank: Drawing = (t, style) => {
  const h = style === 1 ? 380 : 320;
  return `<rect x="290" y="${610 - h}" width="220" height="${h}" rx="36" fill="${t.main}"/><rect x="290" y="${610 - h}" width="220" height="${h}" rx="36" fill="none" stroke="${t.dark}" stroke-width="8"/>
${repeat(4, (i) => `<circle cx="${355 + i * 30}" cy="${640 - h}" r="8" fill="${i < 3 ? '#7df0a8' : '#ffffff'}" opacity="${i < 3 ? 1 : 0.5}"/>`)}${style === 2 ? `<circle cx="400" cy="${620 - h / 2}" r="56" fill="none" stroke="#fff" stroke-width="8" opacity=".6"/>` : ''}
${cable('M400 610 Q400 650 480 640 Q580 628 600 560', t.dark)}<rect x="585" y="515" width="34" height="54" rx="8" fill="#9aa0aa"/>${shine(`M318 ${660 - h} L318 ${560}`, 10)}`;
};

/** Vacuum cleaners (0 stick, 1 robot, 2 bedding cleaner, 3 mop). */
export const vacuum: Drawing = (t, style) => {
  if (style === 1) return `<ellipse cx="400" cy="520" rx="240" ry="90" fill="${t.deep}"/><ellipse cx="400" cy="490" rx="240" ry="90" fill="${t.main}"/><ellipse cx="400" cy="470" rx="90" ry="34" fill="${t.dark}"/><circle cx="400" cy="470" r="14" fill="#7df0a8"/>${shine('M220 470 Q260 430 320 420', 10)}`;
  if (style === 2) return `<rect x="230" y="380" width="340" height="200" rx="70" fill="${t.main}"/><rect x="270" y="560" width="260" height="40" rx="14" fill="${t.deep}"/><path d="M330 380 Q400 260 470 380" stroke="${t.dark}" stroke-width="30" fill="none"/>`;
  const head = style === 3 ? `<rect x="240" y="580" width="320" height="50" rx="20" fill="hsl(200,40%,80%)"/>` : `<path d="M250 590 L530 590 L550 635 L230 635 Z" fill="${t.deep}"/>`;
  return `${head}<rect x="385" y="260" width="30" height="340" rx="10" fill="#b9bec8"/><rect x="350" y="150" width="110" height="170" rx="40" fill="${t.main}"/><rect x="372" y="200" width="66" height="90" rx="20" fill="${t.light}" opacity=".8"/><path d="M460 180 Q520 200 500 280" stroke="${t.deep}" stroke-width="20" fill="none" stroke-linecap="round"/>`;
};

/** An air purifier tower with its grille and a breeze. */
export const purifier: Drawing = (t, style) => {
  const w = style === 1 ? 180 : 240;
  const h = style === 1 ? 300 : 440;
  const x = 400 - w / 2;
  return `<rect x="${x}" y="${640 - h}" width="${w}" height="${h}" rx="40" fill="#f4f5f7" stroke="#dcdfe5" stroke-width="4"/>
<rect x="${x + 20}" y="${660 - h}" width="${w - 40}" height="60" rx="20" fill="${t.light}"/><circle cx="400" cy="${690 - h}" r="12" fill="${t.main}"/>
${repeat(Math.floor((h - 120) / 26), (i) => `<rect x="${x + 30}" y="${750 - h + i * 26}" width="${w - 60}" height="10" rx="5" fill="#d6dae2"/>`)}
${repeat(3, (i) => `<path d="M${x + w + 30} ${280 + i * 60} q40 -20 80 0 q40 20 80 0" stroke="${t.main}" stroke-width="8" fill="none" stroke-linecap="round" opacity=".6"/>`)}`;
};

/** Kitchen appliances (0 air fryer, 1 kettle, 2 blender, 3 toaster). */
export const kitchen: Drawing = (t, style) => {
  if (style === 1) return `<path d="M290 300 L510 300 L540 620 L260 620 Z" fill="${t.main}"/><path d="M290 300 Q400 250 510 300" fill="${t.dark}"/><path d="M510 340 Q600 360 580 520 L540 540" stroke="${t.dark}" stroke-width="26" fill="none"/><path d="M290 330 L220 290 L230 270 L300 300 Z" fill="${t.main}"/><rect x="250" y="610" width="300" height="30" rx="10" fill="${t.deep}"/>${shine('M310 340 L295 580')}`;
  if (style === 2) return `<rect x="310" y="500" width="180" height="140" rx="24" fill="${t.dark}"/><circle cx="400" cy="570" r="26" fill="${t.light}"/><path d="M320 200 L480 200 L460 500 L340 500 Z" fill="#dbeaf2" opacity=".9"/><rect x="320" y="180" width="160" height="30" rx="10" fill="${t.deep}"/><path d="M340 420 L460 420 L455 500 L345 500 Z" fill="${t.accent}" opacity=".8"/>`;
  if (style === 3) return `<rect x="220" y="360" width="360" height="260" rx="60" fill="${t.main}"/><rect x="280" y="340" width="90" height="40" rx="8" fill="#333"/><rect x="430" y="340" width="90" height="40" rx="8" fill="#333"/><path d="M290 345 Q325 260 360 345 Z M440 345 Q475 260 510 345 Z" fill="hsl(36,60%,65%)"/><rect x="580" y="430" width="30" height="60" rx="8" fill="${t.deep}"/>${shine('M250 420 L250 560')}`;
  return `<rect x="250" y="220" width="300" height="400" rx="70" fill="${t.main}"/><rect x="280" y="400" width="240" height="180" rx="30" fill="${t.deep}"/><rect x="370" y="470" width="60" height="18" rx="9" fill="#ccc"/><circle cx="400" cy="300" r="36" fill="#2b2d33"/><circle cx="400" cy="300" r="8" fill="${t.light}"/>${shine('M280 250 L280 380')}`;
};
