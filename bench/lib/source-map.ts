// Which sources (and so which packages) make up the bytes of a minified chunk, read from its source map.

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = new Map([...B64].map((c, i) => [c, i] as const));

/** Decodes one segment of base64 VLQ numbers (source map v3). */
export function decodeVlq(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = B64_INDEX.get(ch);
    if (digit === undefined) throw new Error(`invalid VLQ character ${JSON.stringify(ch)}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

export type RawSourceMap = { sources: string[]; mappings: string };

/**
 * UTF-8 bytes of the generated code attributed to each source. A mapped segment owns the code up to the next
 * segment of its line; code before the first segment, segments without a source and line breaks are
 * `(unmapped)`.
 */
export function bytesBySource(code: string, map: RawSourceMap): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (key: string, n: number) => n > 0 && totals.set(key, (totals.get(key) ?? 0) + n);
  const lines = code.split('\n');
  const mapLines = map.mappings.split(';');
  let source = 0;
  lines.forEach((line, i) => {
    if (i < lines.length - 1) add('(unmapped)', 1);
    const segments: { col: number; source: number | null }[] = [];
    let col = 0;
    for (const seg of (mapLines[i] ?? '').split(',')) {
      if (!seg) continue;
      const f = decodeVlq(seg);
      col += f[0] ?? 0;
      if (f.length >= 4) {
        source += f[1]!;
        segments.push({ col, source });
      } else {
        segments.push({ col, source: null });
      }
      // source line, column and name deltas are not needed for byte counts
    }
    segments.sort((a, b) => a.col - b.col);
    const ascii = !/[^\x00-\x7f]/.test(line);
    const bytes = (from: number, to: number) => (ascii ? Math.max(0, Math.min(to, line.length) - from) : Buffer.byteLength(line.slice(from, to)));
    add('(unmapped)', bytes(0, segments[0]?.col ?? line.length));
    segments.forEach((s, j) => {
      const end = segments[j + 1]?.col ?? line.length;
      add(s.source === null ? '(unmapped)' : (map.sources[s.source] ?? '(unmapped)'), bytes(s.col, end));
    });
  });
  return totals;
}

/**
 * The package a source path belongs to: the last `node_modules/<name>` (scoped names kept), a workspace folder
 * (`apps/x`, `packages/x`; the app's own `./src/` when `app` is given), the bundler's runtime, or `(other)`.
 */
export function packageOf(source: string, app?: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = source.slice(nm + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : (parts[0] ?? '(other)');
  }
  const ws = /(?:^|\/)(apps|packages)\/([^/]+)\//.exec(source);
  if (ws) return `${ws[1]}/${ws[2]}`;
  if (/webpack\/runtime|rspack\/runtime|^webpack:\/\/[^/]*\/webpack\//.test(source)) return '(bundler runtime)';
  if (source === '(unmapped)') return '(unmapped)';
  if (app && /(?:^|\/)\.\/src\//.test(source)) return `apps/${app}`;
  return '(other)';
}
