const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** JSON safe to embed in an inline <script>: no closing tags, no JS line terminators. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export type HeadInput = {
  title: string;
  description?: string;
  keywords?: string;
  canonical: string;
  ogImage?: string;
  ogTitle?: string;
  ogDescription?: string;
  noindex?: boolean;
  stylesheets: string[];
  preloadScripts: string[];
  /** The render's script nonce: under 'strict-dynamic' a script preload without it is refused. */
  nonce?: string;
};

/** The document head (not managed by React: hydration covers only #app). */
export function renderHead(h: HeadInput): string {
  const meta = (name: string, content: string | undefined) => (content ? `<meta name="${name}" content="${escapeHtml(content)}">` : '');
  const og = (property: string, content: string | undefined) => (content ? `<meta property="${property}" content="${escapeHtml(content)}">` : '');
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(h.title)}</title>`,
    meta('description', h.description),
    meta('keywords', h.keywords),
    h.noindex ? '<meta name="robots" content="noindex, nofollow">' : '',
    `<link rel="canonical" href="${escapeHtml(h.canonical)}">`,
    og('og:type', 'website'),
    og('og:title', h.ogTitle ?? h.title),
    og('og:description', h.ogDescription ?? h.description),
    og('og:image', h.ogImage),
    og('og:url', h.canonical),
    '<link rel="icon" href="data:,">',
    // Render-blocking stylesheets first, then the scripts (needed only for hydration, after the first paint).
    ...h.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...h.preloadScripts.map((src) => `<link rel="preload" as="script"${h.nonce ? ` nonce="${escapeHtml(h.nonce)}"` : ''} href="${escapeHtml(src)}">`),
  ]
    .filter(Boolean)
    .join('');
}

/**
 * Starts the page's scripts once the browser has painted the server's HTML. The files are already downloading
 * (preload hints in the head); only their execution waits, so a slow phone shows the page before it spends
 * hundreds of milliseconds compiling React and hydrating. `requestAnimationFrame` runs just before the first frame
 * and the `setTimeout` inside it just after; the plain timer covers tabs that never paint (opened in the
 * background).
 */
export function renderBootScripts(scripts: string[], nonce: string): string {
  const list = jsonForScript(scripts);
  return (
    `<script nonce="${escapeHtml(nonce)}">(function(){var d=false;function go(){if(d)return;d=true;` +
    `${list}.forEach(function(src){var s=document.createElement("script");s.src=src;s.async=true;document.body.appendChild(s)})}` +
    'requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)})()</script>'
  );
}
