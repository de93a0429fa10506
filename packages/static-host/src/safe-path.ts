/**
 * The segments of a request path, each percent-decoded once, or null when the path is not a plain file path: a
 * malformed escape, an empty, `.` or `..` segment, or a segment that decodes to a slash, a backslash, a NUL or a
 * `%` (an escape encoded twice). The folder a request names is the one it gets: `/client/..%2Fserver/x` is refused,
 * never resolved into `server/`.
 * @example pathSegments('/client/remoteEntry.js') // ['client', 'remoteEntry.js']
 * @example pathSegments('/client/..%2Fserver/remoteEntry.js') // null
 */
export function pathSegments(encodedPath: string): string[] | null {
  const raw = encodedPath.replace(/^\/+/, '').split('/');
  const segments: string[] = [];
  for (const part of raw) {
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (segment === '' || segment === '.' || segment === '..' || /[/\\\0%]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}
