// Hints the server's HTML gives the browser (read from the document as sent, before any script ran).

function attr(tag: string, name: string): string | null {
  const m = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  if (!m) return null;
  return (m[2] ?? m[3] ?? m[4] ?? '').replace(/&amp;/g, '&');
}

function pathOf(url: string): string {
  return new URL(url, 'http://page.invalid/').pathname;
}

/** Paths of the images a `<link rel="preload" as="image">` names, by href or by each imagesrcset candidate. */
export function preloadedImages(html: string): string[] {
  const out: string[] = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (attr(tag, 'rel')?.toLowerCase() !== 'preload' || attr(tag, 'as')?.toLowerCase() !== 'image') continue;
    const href = attr(tag, 'href');
    if (href) out.push(pathOf(href));
    // Candidates are separated by a comma and whitespace; URLs themselves may hold commas (/_ipx/w_320,f_webp/...).
    for (const candidate of (attr(tag, 'imagesrcset') ?? '').split(/,\s+/)) {
      const url = candidate.trim().split(/\s+/)[0]?.replace(/,$/, '');
      if (url) out.push(pathOf(url));
    }
  }
  return [...new Set(out)];
}

/** Paths of scripts the HTML preloads or loads (`<link rel=preload|modulepreload>`, `<script src>`). */
export function htmlScripts(html: string): string[] {
  const out: string[] = [];
  for (const [tag] of html.matchAll(/<(?:link|script)\b[^>]*>/gi)) {
    if (tag.toLowerCase().startsWith('<script')) {
      const src = attr(tag, 'src');
      if (src) out.push(pathOf(src));
      continue;
    }
    const rel = attr(tag, 'rel')?.toLowerCase();
    const href = attr(tag, 'href');
    if (href && (rel === 'modulepreload' || (rel === 'preload' && attr(tag, 'as')?.toLowerCase() === 'script'))) out.push(pathOf(href));
  }
  return [...new Set(out)];
}
