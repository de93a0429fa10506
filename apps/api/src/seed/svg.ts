import type { ItemVisual } from './build-item.ts';

// SVG compositions rendered by sharp. No text: Hangul fonts are not guaranteed on the machine.

const hsl = (h: number, s: number, l: number): string => `hsl(${((h % 360) + 360) % 360},${s}%,${l}%)`;

function productShape(v: ItemVisual, variant: number): string {
  const fill = hsl(v.hue + v.accent, 55, 45);
  const shine = hsl(v.hue + v.accent, 60, 70);
  const rotate = `rotate(${v.tilt + variant * 12} 400 420)`;
  switch (v.shape) {
    case 0: // bottle
      return `<g transform="${rotate}"><rect x="310" y="250" width="180" height="340" rx="60" fill="${fill}"/><rect x="355" y="190" width="90" height="80" rx="16" fill="${shine}"/><rect x="335" y="330" width="40" height="200" rx="20" fill="#fff" opacity=".35"/></g>`;
    case 1: // box
      return `<g transform="${rotate}"><polygon points="400,200 600,300 600,520 400,620 200,520 200,300" fill="${fill}"/><polygon points="400,200 600,300 400,400 200,300" fill="${shine}"/><polygon points="400,400 600,300 600,520 400,620" fill="#000" opacity=".15"/></g>`;
    case 2: // round object
      return `<circle cx="400" cy="420" r="210" fill="${fill}"/><circle cx="330" cy="350" r="70" fill="#fff" opacity=".3"/><circle cx="400" cy="420" r="210" fill="none" stroke="${shine}" stroke-width="18"/>`;
    case 3: // garment-like silhouette
      return `<g transform="${rotate}"><path d="M300 220 L250 240 L170 340 L240 390 L290 340 L290 620 L510 620 L510 340 L560 390 L630 340 L550 240 L500 220 Q400 290 300 220 Z" fill="${fill}"/><path d="M330 225 Q400 270 470 225" stroke="${shine}" stroke-width="14" fill="none"/></g>`;
    default: // stacked discs
      return `<g transform="${rotate}"><ellipse cx="400" cy="540" rx="230" ry="60" fill="${fill}"/><ellipse cx="400" cy="450" rx="190" ry="52" fill="${shine}"/><ellipse cx="400" cy="370" rx="150" ry="44" fill="${fill}"/><ellipse cx="400" cy="300" rx="100" ry="34" fill="${shine}"/></g>`;
  }
}

/** An 800x800 product picture; `variant` (1-based) changes background and angle. */
export function itemSvg(v: ItemVisual, variant: number): string {
  const bg1 = hsl(v.hue + variant * 25, 60, 88 - variant * 3);
  const bg2 = hsl(v.hue + 40 + variant * 25, 55, 70 - variant * 4);
  const dots = [0, 1, 2]
    .map((i) => `<circle cx="${(v.accent * (i + 2) * 7 + variant * 90) % 800}" cy="${(v.hue * (i + 3) * 5 + variant * 60) % 800}" r="${40 + ((v.accent + i * 50) % 80)}" fill="#fff" opacity=".18"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800"><defs><linearGradient id="bg" x1="0" y1="0" x2="${variant % 2}" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs><rect width="800" height="800" fill="url(#bg)"/>${dots}<ellipse cx="400" cy="660" rx="260" ry="40" fill="#000" opacity=".12"/>${productShape(v, variant)}</svg>`;
}

/** A square picture for a category (colour from its position in the tree). */
export function categorySvg(hue: number, size = 400): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${size / 8}" fill="${hsl(hue, 55, 85)}"/><circle cx="${size / 2}" cy="${size / 2}" r="${size / 3}" fill="${hsl(hue, 60, 55)}"/><rect x="${size * 0.36}" y="${size * 0.36}" width="${size * 0.28}" height="${size * 0.28}" rx="${size / 20}" fill="#fff" opacity=".6"/></svg>`;
}

/** A 400x200 brand picture: a coloured field with a monogram-like mark. */
export function brandSvg(hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200" fill="${hsl(hue, 35, 94)}"/><circle cx="140" cy="100" r="56" fill="${hsl(hue, 60, 40)}"/><rect x="215" y="70" width="120" height="16" rx="8" fill="${hsl(hue, 40, 55)}"/><rect x="215" y="100" width="80" height="12" rx="6" fill="${hsl(hue, 30, 70)}"/></svg>`;
}

/** A wide banner strip with soft shapes. */
export function bannerSvg(width: number, height: number, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="b" x1="0" x2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#3f6f9f"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#b)"/><circle cx="${width * 0.15}" cy="${height / 2}" r="${height * 0.8}" fill="#fff" opacity=".08"/><circle cx="${width * 0.85}" cy="0" r="${height}" fill="#fff" opacity=".1"/></svg>`;
}
