export type PreloadOptions = { as: string; fetchPriority?: string; imageSrcSet?: string; imageSizes?: string; media?: string; crossOrigin?: string; type?: string };

type LinkElement = { setAttribute(name: string, value: string): void; getAttribute(name: string): string | null };
type Head = { querySelectorAll(selector: string): Iterable<LinkElement>; append(node: LinkElement): void };
/** The part of `document` this needs (the package is typed for Node, without the DOM library). */
export type PreloadDocument = { head: Head; createElement(tag: 'link'): LinkElement };

/**
 * Adds `<link rel="preload">` for a resource unless the head already names it (by `imagesrcset` for responsive
 * images, else by `href`), as React does: the first page's hints came from the server, later pages' from here.
 */
export function preloadLink(doc: PreloadDocument, href: string, options: PreloadOptions): void {
  const key = options.imageSrcSet ?? href;
  for (const link of doc.head.querySelectorAll('link[rel="preload"]')) {
    if ((link.getAttribute('imagesrcset') ?? link.getAttribute('href')) === key) return;
  }
  const link = doc.createElement('link');
  const attributes: [string, string | undefined][] = [
    ['rel', 'preload'],
    ['as', options.as],
    ['href', href],
    ['imagesrcset', options.imageSrcSet],
    ['imagesizes', options.imageSizes],
    ['media', options.media],
    ['fetchpriority', options.fetchPriority],
    ['crossorigin', options.crossOrigin],
    ['type', options.type],
  ];
  for (const [name, value] of attributes) if (value !== undefined) link.setAttribute(name, value);
  doc.head.append(link);
}
