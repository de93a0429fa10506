/** Cache-Control for a built file: manifests and unhashed files revalidate, content-hashed files are immutable. */
export function cacheControlFor(filePath: string): string {
  const name = filePath.split('/').pop() ?? '';
  if (name.endsWith('mf-manifest.json') || name.endsWith('mf-stats.json') || name === 'assets.json') return 'no-cache';
  if (/[.-][0-9a-f]{8,}\.(js|css|json|map)$/.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

/** Content-Type by extension; unknown files are served as bytes. */
export function contentTypeFor(filePath: string): string {
  const dot = filePath.lastIndexOf('.');
  return (dot >= 0 && TYPES[filePath.slice(dot)]) || 'application/octet-stream';
}
