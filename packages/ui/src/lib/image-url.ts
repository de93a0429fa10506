/** Widths the shell's resizer is asked for (spec section 9: screens xs 320 … xxl 1536). */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;

/** Default output format of the resizer. */
export const IMAGE_FORMAT = 'webp';

/** True for URLs the resizer must not touch: absolute http(s), protocol-relative, data and blob URLs. */
export function isExternalImage(src: string): boolean {
  return /^(https?:)?\/\//i.test(src) || /^(data|blob):/i.test(src);
}

/**
 * URL of a relative image path resized by the shell (`/_ipx/<modifiers>/<path>`).
 * @example ipxUrl('/upload/items/1.png', 640) // '/_ipx/w_640,f_webp/upload/items/1.png'
 */
export function ipxUrl(path: string, width: number): string {
  return `/_ipx/w_${width},f_${IMAGE_FORMAT}/${path.replace(/^\/+/, '')}`;
}

/**
 * Resizer widths worth offering for an image shown `displayWidth` CSS pixels wide: every width below twice the
 * display width, plus the first one that covers it (so 2x screens stay sharp), never more.
 * @example srcSetWidths(300) // [320, 640]
 */
export function srcSetWidths(displayWidth: number): number[] {
  const limit = displayWidth * 2;
  const below = IMAGE_WIDTHS.filter((width) => width < limit);
  const cover = IMAGE_WIDTHS.find((width) => width >= limit);
  return cover === undefined ? below : [...below, cover];
}

/** The smallest resizer width that covers `displayWidth` (the largest one when none does). */
export function snapWidth(displayWidth: number): number {
  return IMAGE_WIDTHS.find((width) => width >= displayWidth) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}

/** `src`/`srcSet` attributes of an image; external URLs are returned as they are. */
export type ImageSources = { src: string; srcSet?: string };

/**
 * Builds the `src` and `srcSet` of an image shown `displayWidth` CSS pixels wide.
 * @example imageSources('/upload/a.png', 300).srcSet // '/_ipx/w_320,f_webp/upload/a.png 320w, /_ipx/w_640,f_webp/upload/a.png 640w'
 */
export function imageSources(src: string, displayWidth: number): ImageSources {
  if (isExternalImage(src)) return { src };
  const srcSet = srcSetWidths(displayWidth)
    .map((width) => `${ipxUrl(src, width)} ${width}w`)
    .join(', ');
  return { src: ipxUrl(src, snapWidth(displayWidth)), srcSet };
}
