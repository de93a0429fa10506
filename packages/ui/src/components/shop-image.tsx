import type { CSSProperties } from 'react';
import { cx } from '../lib/class-names.ts';
import { imageSources } from '../lib/image-url.ts';
import { preloadImage } from '../lib/preload-image.ts';

/** Props of `ShopImage`. `width`/`height` are the displayed CSS size and fix the aspect ratio (no layout shift). */
export type ShopImageProps = {
  /** Relative path from the API (`/upload/…`) or an absolute http(s) URL. */
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The `sizes` attribute; defaults to the display width capped by the viewport. */
  sizes?: string;
  /** For the largest image above the fold: loads eagerly with high fetch priority. */
  priority?: boolean;
  /**
   * With `priority`: the viewport that shows this image (a media query), so its preload hint downloads it only
   * there. Without it, React preloads every priority image on every viewport.
   */
  media?: string;
  className?: string;
};

/**
 * An `<img>` served through the shell's resizer (`/_ipx/w_…,f_webp/…`) with a `srcSet` of screen widths up to
 * twice the display width. Absolute URLs are used as they are.
 */
export function ShopImage({ src, alt, width, height, sizes, priority = false, media, className }: ShopImageProps) {
  const style: CSSProperties = { aspectRatio: `${width} / ${height}` };
  if (!src) return <span className={cx('ui-image', 'ui-image--empty', className)} style={style} role="img" aria-label={alt} />;
  const sources = imageSources(src, width);
  const sizesAttribute = sources.srcSet ? (sizes ?? `(max-width: ${width}px) 100vw, ${width}px`) : undefined;
  // The same srcset and sizes as the <img>: React then skips its own hint (which would have no media).
  if (priority && media) preloadImage(sources, sizesAttribute ?? '', media);
  return (
    <img
      className={cx('ui-image', className)}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sizesAttribute}
      alt={alt}
      width={width}
      height={height}
      style={style}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
