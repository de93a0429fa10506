import { preload } from 'react-dom';
import type { ImageSources } from './image-url.ts';

/**
 * Asks the browser to fetch an image early and at high priority: call it while rendering, and React puts a
 * `<link rel="preload" as="image" imagesrcset imagesizes fetchpriority="high">` at the start of the server HTML.
 * `media` limits it to the viewport that shows the image (a picture's source, a mobile-only banner), so other
 * viewports do not download it.
 * @param sources From `imageSources`.
 * @param sizes The image's `sizes` attribute (the same string, so React does not add a second hint for the `<img>`).
 * @param media A media query, e.g. `(max-width: 767px)`.
 */
export function preloadImage(sources: ImageSources, sizes: string, media?: string): void {
  preload(sources.src, {
    as: 'image',
    fetchPriority: 'high',
    ...(sources.srcSet ? { imageSrcSet: sources.srcSet, imageSizes: sizes } : {}),
    ...(media ? { media } : {}),
  });
}
