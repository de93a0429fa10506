// Clothes, laid flat and seen from the front.
import { repeat, type Drawing } from './kit.ts';

/** A path and its mirror image across the middle (x = 400): a pair of sleeves. */
const pair = (d: string, fill: string): string => `<path d="${d}" fill="${fill}"/><path d="${d}" fill="${fill}" transform="translate(800 0) scale(-1 1)"/>`;

/** A dress: fitted bodice, waist and flared skirt (0 pleated long, 1 midi, 2 shirt dress, 3 wrap). */
export const dress: Drawing = (t, style) => {
  const hem = style === 1 ? 'L560 560 Q400 595 240 560' : 'L585 630 Q400 668 215 630';
  const pleats = style === 0 ? repeat(7, (i) => `<path d="M${364 + i * 12} 374 L${250 + i * 50} ${636 + Math.abs(3 - i) * -4}" stroke="${t.dark}" stroke-width="4" opacity=".35"/>`) : '';
  const collar = style === 2 ? `<path d="M352 170 L400 215 L380 240 Z M448 170 L400 215 L420 240 Z" fill="${t.pale}"/>${repeat(4, (i) => `<circle cx="400" cy="${240 + i * 30}" r="6" fill="${t.pale}"/>`)}` : '';
  const wrap = style === 3 ? `<path d="M345 168 Q420 260 462 360" stroke="${t.dark}" stroke-width="6" fill="none" opacity=".5"/><path d="M462 360 L520 470" stroke="${t.dark}" stroke-width="5" opacity=".35"/>` : '';
  return `${pair('M310 175 L258 212 L282 272 L322 252 Z', t.dark)}
<path d="M335 160 Q400 215 465 160 L490 175 L478 300 L462 360 ${hem} L338 360 L322 300 L310 175 Z" fill="${t.main}"/>
<path d="M335 160 Q400 215 465 160" stroke="${t.dark}" stroke-width="8" fill="none"/>
<rect x="334" y="350" width="132" height="22" rx="8" fill="${t.accent}"/>${pleats}${collar}${wrap}
<path d="M350 190 Q345 260 360 330" stroke="#fff" stroke-width="12" fill="none" opacity=".25" stroke-linecap="round"/>`;
};

const TEE = 'M320 170 Q400 215 480 170 L590 215 L630 330 L545 355 L530 300 L530 630 L270 630 L270 300 L255 355 L170 330 L210 215 Z';
const TEE_LONG = 'M320 170 Q400 215 480 170 L585 210 L640 560 L585 575 L535 330 L530 630 L270 630 L265 330 L215 575 L160 560 L215 210 Z';

/** A T-shirt (0 plain, 1 long-sleeved, 2 polo with a collar, 3 striped). */
export const tshirt: Drawing = (t, style) => {
  const stripes = style === 3 ? repeat(6, (i) => `<rect x="270" y="${300 + i * 55}" width="260" height="18" fill="${t.pale}" opacity=".8"/>`) : '';
  const polo = style === 2
    ? `<path d="M325 172 L400 212 L360 250 L318 196 Z M475 172 L400 212 L440 250 L482 196 Z" fill="${t.light}"/><rect x="392" y="212" width="16" height="90" rx="6" fill="${t.dark}" opacity=".4"/><circle cx="400" cy="240" r="6" fill="#fff"/><circle cx="400" cy="275" r="6" fill="#fff"/>`
    : `<path d="M320 170 Q400 225 480 170" stroke="${t.light}" stroke-width="14" fill="none"/>`;
  return `<path d="${style === 1 ? TEE_LONG : TEE}" fill="${t.main}"/>${stripes}${polo}
<path d="M530 300 L530 630 L500 630 L500 300 Z" fill="${t.dark}" opacity=".18"/>`;
};

const collar = (fill: string): string => `<path d="M338 163 L400 214 L370 254 L318 192 Z M462 163 L400 214 L430 254 L482 192 Z" fill="${fill}"/>`;

/** A button-down shirt (0 plain, 1 short-sleeved linen, 2 checked flannel, 3 striped). */
export const shirt: Drawing = (t, style) => {
  const check = style === 2
    ? repeat(6, (i) => `<rect x="${282 + i * 44}" y="200" width="16" height="430" fill="${t.dark}" opacity=".25"/><rect x="270" y="${230 + i * 66}" width="260" height="16" fill="${t.dark}" opacity=".25"/>`)
    : style === 3 ? repeat(9, (i) => `<rect x="${284 + i * 28}" y="200" width="6" height="430" fill="${t.accent}" opacity=".55"/>`) : '';
  return `<path d="${style === 1 ? TEE : TEE_LONG}" fill="${style === 1 ? t.light : t.main}"/>${check}${collar(t.pale)}
<path d="M400 214 L400 630" stroke="${t.deep}" stroke-width="4" opacity=".5"/>${repeat(6, (i) => `<circle cx="414" cy="${270 + i * 60}" r="7" fill="#fff" stroke="${t.deep}" stroke-width="2"/>`)}
<rect x="440" y="290" width="62" height="70" rx="6" fill="none" stroke="${t.deep}" stroke-width="4" opacity=".45"/>`;
};

/** A blouse with puffed sleeves and a bow at the neck (0 and 2 bow, 1 plain collar, 3 striped). */
export const blouse: Drawing = (t, style) => {
  const bow = style === 1
    ? collar(t.pale)
    : `<ellipse cx="368" cy="200" rx="34" ry="18" fill="${t.accent}" transform="rotate(-20 368 200)"/><ellipse cx="432" cy="200" rx="34" ry="18" fill="${t.accent}" transform="rotate(20 432 200)"/><path d="M392 206 L360 290 L378 292 L400 215 L422 292 L440 290 L408 206 Z" fill="${t.accent}"/><circle cx="400" cy="204" r="13" fill="${t.dark}"/>`;
  const stripes = style === 3 ? repeat(9, (i) => `<rect x="${290 + i * 26}" y="215" width="7" height="365" fill="${t.dark}" opacity=".3"/>`) : '';
  return `<path d="M330 170 Q400 200 470 170 L560 205 Q600 300 615 480 Q600 512 570 500 L522 320 L515 580 Q400 602 285 580 L278 320 L230 500 Q200 512 185 480 Q200 300 240 205 Z" fill="${t.light}"/>${stripes}
<path d="M560 205 Q600 300 615 480 Q600 512 570 500 Q560 360 530 260 Z" fill="${t.main}" opacity=".45"/><path d="M240 205 Q200 300 185 480 Q200 512 230 500 Q240 360 270 260 Z" fill="${t.main}" opacity=".45"/>
<rect x="185" y="470" width="45" height="26" rx="10" fill="${t.main}" transform="rotate(10 207 483)"/><rect x="570" y="470" width="45" height="26" rx="10" fill="${t.main}" transform="rotate(-10 592 483)"/>${bow}`;
};

/** A knit (0 cable cardigan, 1 plain jumper, 2 cropped cardigan, 3 V-neck jumper). */
export const knit: Drawing = (t, style) => {
  const hem = style === 2 ? 540 : 600;
  const cables = repeat(3, (c) => {
    const x = 330 + c * 70;
    const points = repeat(Math.floor((hem - 270) / 30), (i) => `${x + (i % 2 ? 12 : -12)},${270 + i * 30} `);
    return `<polyline points="${points}" fill="none" stroke="${t.dark}" stroke-width="7" opacity=".35" stroke-linejoin="round"/>`;
  });
  const cardigan = style === 0 || style === 2;
  const front = cardigan
    ? `<path d="M400 230 L400 ${hem + 35}" stroke="${t.deep}" stroke-width="5" opacity=".5"/>${repeat(4, (i) => `<circle cx="415" cy="${270 + i * ((hem - 280) / 4)}" r="9" fill="${t.pale}"/>`)}`
    : '';
  const neck = style === 3 ? `<path d="M318 176 L400 300 L482 176" stroke="${t.dark}" stroke-width="14" fill="none"/>` : `<path d="M318 176 Q400 235 482 176" stroke="${t.dark}" stroke-width="16" fill="none"/>`;
  return `<path d="M315 175 Q400 230 485 175 L580 215 L630 560 L570 578 L525 335 L525 ${hem} L275 ${hem} L275 335 L230 578 L170 560 L220 215 Z" fill="${t.main}"/>
${style === 0 || style === 1 ? cables : ''}${front}${neck}
<rect x="275" y="${hem - 8}" width="250" height="44" rx="6" fill="${t.dark}"/>${repeat(12, (i) => `<rect x="${285 + i * 20}" y="${hem - 4}" width="6" height="36" fill="${t.main}" opacity=".5"/>`)}
<path d="M170 560 L230 578 L224 616 L162 598 Z M630 560 L570 578 L576 616 L638 598 Z" fill="${t.dark}"/>`;
};

/** Outerwear (0 long belted coat, 1 quilted down jacket, 2 work jacket, 3 hooded windbreaker). */
export const coat: Drawing = (t, style) => {
  if (style === 1) {
    return `<path d="M330 160 Q400 190 470 160 L575 210 Q630 400 632 560 L572 572 L538 340 L540 610 Q400 632 260 610 L262 340 L228 572 L168 560 Q170 400 225 210 Z" fill="${t.main}"/>
${repeat(6, (i) => `<path d="M262 ${260 + i * 60} Q400 ${280 + i * 60} 538 ${260 + i * 60}" stroke="${t.dark}" stroke-width="6" fill="none" opacity=".45"/>`)}
<rect x="330" y="130" width="140" height="58" rx="26" fill="${t.dark}"/><path d="M400 188 L400 615" stroke="${t.deep}" stroke-width="6"/>`;
  }
  const hem = style === 2 ? 575 : 650;
  const hood = style === 3 ? `<path d="M315 175 Q320 95 400 90 Q480 95 485 175 Q400 205 315 175 Z" fill="${t.dark}"/>` : '';
  const belt = style === 0 ? `<rect x="262" y="400" width="276" height="26" fill="${t.dark}"/><rect x="382" y="394" width="36" height="38" rx="4" fill="none" stroke="${t.pale}" stroke-width="5"/>` : '';
  const pockets = style === 2 ? `<rect x="290" y="440" width="80" height="80" rx="6" fill="${t.dark}" opacity=".35"/><rect x="430" y="440" width="80" height="80" rx="6" fill="${t.dark}" opacity=".35"/>` : '';
  return `${hood}<path d="M330 160 L400 240 L470 160 L570 200 L625 600 L570 615 L535 360 L545 ${hem} L255 ${hem} L265 360 L230 615 L175 600 L230 200 Z" fill="${t.main}"/>
<path d="M330 160 L400 240 L382 330 L345 252 L302 206 Z" fill="${t.dark}"/><path d="M470 160 L400 240 L418 330 L455 252 L498 206 Z" fill="${t.dark}"/>
<path d="M400 240 L400 ${hem}" stroke="${t.deep}" stroke-width="4" opacity=".4"/>${repeat(3, (i) => `<circle cx="372" cy="${350 + i * 70}" r="9" fill="${t.deep}"/><circle cx="428" cy="${350 + i * 70}" r="9" fill="${t.deep}"/>`)}${belt}${pockets}`;
};
