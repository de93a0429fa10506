import type { ImageJob } from '../images.ts';
import { EVENTS, POPUPS } from './event-data.ts';
import { eventImagePath, popupImagePath } from './build-events.ts';

const hsl = (h: number, s: number, l: number): string => `hsl(${((h % 360) + 360) % 360},${s}%,${l}%)`;

/** A picture of soft shapes on a gradient (no text: Hangul fonts are not guaranteed). */
function posterSvg(width: number, height: number, hue: number): string {
  const r = Math.min(width, height);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 80)}"/><stop offset="1" stop-color="${hsl(hue + 50, 60, 55)}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width * 0.78}" cy="${height * 0.3}" r="${r * 0.28}" fill="#fff" opacity=".25"/><circle cx="${width * 0.2}" cy="${height * 0.8}" r="${r * 0.4}" fill="${hsl(hue + 180, 60, 60)}" opacity=".25"/><rect x="${width * 0.1}" y="${height * 0.18}" width="${width * 0.45}" height="${r * 0.08}" rx="${r * 0.04}" fill="#fff" opacity=".8"/><rect x="${width * 0.1}" y="${height * 0.32}" width="${width * 0.3}" height="${r * 0.05}" rx="${r * 0.025}" fill="#fff" opacity=".6"/></svg>`;
}

/** Event thumbnails (800x500) and image popups (their own size). */
export function communityImageJobs(): ImageJob[] {
  return [
    ...EVENTS.map((e) => ({ path: eventImagePath(e.id), svg: () => posterSvg(800, 500, e.hue) })),
    ...POPUPS.filter((p) => p.popupType === '1').map((p) => ({ path: popupImagePath(p.id), svg: () => posterSvg(p.width, p.height, p.hue) })),
  ];
}
