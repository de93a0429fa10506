// SVG compositions rendered by sharp. No text: Hangul fonts are not guaranteed on the machine.

const hsl = (h: number, s: number, l: number): string => `hsl(${((h % 360) + 360) % 360},${s}%,${l}%)`;

/** A 400x200 brand picture: a coloured field with a monogram-like mark. */
export function brandSvg(hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200" fill="${hsl(hue, 35, 94)}"/><circle cx="140" cy="100" r="56" fill="${hsl(hue, 60, 40)}"/><rect x="215" y="70" width="120" height="16" rx="8" fill="${hsl(hue, 40, 55)}"/><rect x="215" y="100" width="80" height="12" rx="6" fill="${hsl(hue, 30, 70)}"/></svg>`;
}

/** A wide banner strip with soft shapes. */
export function bannerSvg(width: number, height: number, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="b" x1="0" x2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#3f6f9f"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#b)"/><circle cx="${width * 0.15}" cy="${height / 2}" r="${height * 0.8}" fill="#fff" opacity=".08"/><circle cx="${width * 0.85}" cy="0" r="${height}" fill="#fff" opacity=".1"/></svg>`;
}
