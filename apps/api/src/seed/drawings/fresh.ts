// Meat, eggs and seafood.
import { repeat, shine, type Drawing } from './kit.ts';

const board = `<rect x="150" y="470" width="500" height="150" rx="30" fill="hsl(30,45%,62%)"/><rect x="150" y="590" width="500" height="30" rx="12" fill="hsl(28,40%,48%)"/><circle cx="620" cy="545" r="12" fill="hsl(28,40%,48%)"/>`;

/** A cut of meat on a board (0 marbled beef, 1 pork belly, 3 chicken breast). */
export const meat: Drawing = (t, style) => {
  if (style === 1) {
    return `${board}${repeat(3, (i) => `<g transform="translate(${i * 20 - 20} ${-i * 70})"><rect x="230" y="430" width="340" height="90" rx="24" fill="hsl(8,60%,72%)"/>${repeat(3, (j) => `<rect x="240" y="${446 + j * 24}" width="320" height="10" rx="5" fill="#fbeee6"/>`)}</g>`)}`;
  }
  if (style === 3) {
    return `${board}<path d="M250 470 Q260 360 380 350 Q500 350 560 420 Q600 480 520 520 Q400 560 290 520 Z" fill="hsl(14,60%,82%)"/><path d="M300 470 Q360 410 480 430" stroke="#fff" stroke-width="10" fill="none" opacity=".6"/>`;
  }
  const red = `hsl(${354 + (t.hue % 8)},62%,44%)`;
  return `${board}<path d="M220 470 Q210 330 360 320 Q520 300 590 400 Q620 490 520 530 Q380 570 250 530 Z" fill="#f6e6dc"/>
<path d="M245 470 Q240 350 365 343 Q505 330 565 410 Q590 480 510 508 Q380 540 270 508 Z" fill="${red}"/>
${repeat(7, (i) => `<path d="M${290 + i * 38} ${370 + (i % 3) * 30} q20 ${20 + (i % 2) * 20} ${40 - (i % 3) * 10} ${30 + (i % 2) * 16}" stroke="#fbe7e3" stroke-width="${5 + (i % 3)}" fill="none" stroke-linecap="round"/>`)}`;
};

/** Eggs in an open carton, a few loose ones in front. */
export const eggs: Drawing = (t) => {
  const shell = `hsl(${30 + (t.hue % 8)},55%,80%)`;
  const egg = (x: number, y: number, s = 1): string => `<ellipse cx="${x}" cy="${y}" rx="${44 * s}" ry="${56 * s}" fill="${shell}"/><ellipse cx="${x - 14 * s}" cy="${y - 20 * s}" rx="${10 * s}" ry="${16 * s}" fill="#fff" opacity=".6"/>`;
  return `<path d="M160 440 L640 440 L600 580 L200 580 Z" fill="hsl(40,20%,70%)"/>${repeat(5, (i) => egg(230 + i * 85, 410))}${repeat(4, (i) => egg(270 + i * 85, 470))}
<path d="M160 480 L640 480 L610 590 L190 590 Z" fill="hsl(40,22%,76%)"/>${repeat(5, (i) => `<path d="M${200 + i * 85} 500 Q${240 + i * 85} 560 ${280 + i * 85} 500" stroke="hsl(40,15%,62%)" stroke-width="6" fill="none"/>`)}${egg(560, 610, 0.8)}`;
};

const fishBody = (x: number, y: number, len: number, h: number, back: string, belly: string, r = 0): string =>
  `<g transform="rotate(${r} ${x} ${y})"><path d="M${x - len / 2} ${y} Q${x - len / 4} ${y - h} ${x + len / 3} ${y - h * 0.4} L${x + len / 2} ${y - h * 0.7} L${x + len / 2} ${y + h * 0.7} L${x + len / 3} ${y + h * 0.4} Q${x - len / 4} ${y + h} ${x - len / 2} ${y} Z" fill="${belly}"/>
<path d="M${x - len / 2} ${y} Q${x - len / 4} ${y - h} ${x + len / 3} ${y - h * 0.4} L${x + len / 2} ${y - h * 0.7} L${x + len / 2.6} ${y} Q${x} ${y - h * 0.1} ${x - len / 2} ${y} Z" fill="${back}"/>
<circle cx="${x - len / 2.8}" cy="${y - h * 0.15}" r="${h * 0.12}" fill="#fff"/><circle cx="${x - len / 2.8}" cy="${y - h * 0.15}" r="${h * 0.06}" fill="#222"/></g>`;

/** Fish on ice (0 abalone shells, 1 mackerel, 2 anchovies in a bowl, 3 long silver hairtail). */
export const fish: Drawing = (t, style) => {
  const ice = `<path d="M150 560 Q400 500 650 560 L630 630 L170 630 Z" fill="#e4f1f7"/>${repeat(8, (i) => `<rect x="${180 + i * 56}" y="${560 + (i % 3) * 12}" width="40" height="34" rx="8" fill="#fff" opacity=".8" transform="rotate(${i * 17} ${200 + i * 56} 575)"/>`)}`;
  if (style === 0) {
    const shell = (x: number, y: number, r: number): string =>
      `<g transform="rotate(${r} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="130" ry="95" fill="hsl(24,25%,45%)"/><ellipse cx="${x + 10}" cy="${y - 5}" rx="105" ry="72" fill="hsl(35,30%,80%)"/>${repeat(5, (i) => `<circle cx="${x - 90 + i * 30}" cy="${y - 60 - (i % 2) * 8}" r="8" fill="hsl(24,25%,35%)"/>`)}${shine(`M${x - 40} ${y} Q${x} ${y - 30} ${x + 60} ${y - 10}`, 10)}</g>`;
    return `${ice}${shell(310, 470, -12)}${shell(500, 400, 10)}`;
  }
  if (style === 2) {
    return `<path d="M190 430 L610 430 Q590 620 400 630 Q210 620 190 430 Z" fill="${t.light}"/><ellipse cx="400" cy="430" rx="210" ry="40" fill="${t.dark}"/>
${repeat(7, (i) => fishBody(300 + (i % 4) * 70, 410 - Math.floor(i / 4) * 30 - (i % 2) * 10, 120, 22, 'hsl(210,12%,55%)', 'hsl(210,15%,85%)', i * 23 - 40))}`;
  }
  if (style === 3) return `${ice}${fishBody(400, 430, 560, 55, 'hsl(210,10%,70%)', 'hsl(210,20%,92%)', -8)}${fishBody(420, 520, 520, 50, 'hsl(210,10%,66%)', 'hsl(210,20%,90%)', -4)}`;
  const mackerel = (x: number, y: number, r: number): string =>
    `${fishBody(x, y, 430, 95, 'hsl(200,45%,35%)', 'hsl(200,20%,88%)', r)}<g transform="rotate(${r} ${x} ${y})">${repeat(6, (i) => `<path d="M${x - 120 + i * 40} ${y - 60} q10 20 0 40" stroke="#1d2d3a" stroke-width="6" fill="none"/>`)}</g>`;
  return `${ice}${mackerel(400, 400, -6)}${mackerel(410, 520, 4)}`;
};
