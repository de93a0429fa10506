export type ImageFormat = 'webp' | 'avif' | 'jpeg' | 'png';

export type ImageModifiers = { width?: number; height?: number; format: ImageFormat; quality: number };

const FORMATS: ImageFormat[] = ['webp', 'avif', 'jpeg', 'png'];
const MAX_SIDE = 2560;

/**
 * Parses `/_ipx` modifiers such as `w_640,f_webp,q_75` or `s_320x240`. Unknown or out-of-range modifiers
 * are rejected (null) so the cache cannot be flooded with arbitrary variants. Defaults: webp, quality 75.
 */
export function parseModifiers(text: string): ImageModifiers | null {
  const result: ImageModifiers = { format: 'webp', quality: 75 };
  if (text === '_' || text === '') return result;
  for (const part of text.split(',')) {
    const [key, value = ''] = part.split('_');
    const size = (v: string) => {
      const n = Number(v);
      return Number.isInteger(n) && n > 0 && n <= MAX_SIDE ? n : null;
    };
    if (key === 'w' && size(value)) result.width = size(value) ?? undefined;
    else if (key === 'h' && size(value)) result.height = size(value) ?? undefined;
    else if (key === 's' && /^\d+x\d+$/.test(value)) {
      const [w, h] = value.split('x').map(size);
      if (!w || !h) return null;
      result.width = w;
      result.height = h;
    } else if (key === 'f' && (FORMATS as string[]).includes(value)) result.format = value as ImageFormat;
    else if (key === 'q' && Number.isInteger(Number(value)) && Number(value) >= 1 && Number(value) <= 100) result.quality = Number(value);
    else return null;
  }
  return result;
}
