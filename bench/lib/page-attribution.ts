// What the JS of one first load is made of: each script matched to its app's chunk, bytes per package.
import { chunkKey, type AppAttribution } from './bundle-attribution.ts';
import type { ScriptFigure } from './weight-summary.ts';

export type ScriptOrigin = { url: string; app: string | null; key: string; gzip: number; raw: number; packages: Record<string, number>; matched: boolean };
export type PackageShare = { pkg: string; raw: number; gzip: number };

/** Folder under apps/ that serves a script URL: /_shell/ is the shell, /_mf/<name>/ a remote (name with `_`). */
export function appOfUrl(url: string): string | null {
  if (url.startsWith('/_shell/')) return 'shell';
  const m = /^\/_mf\/([a-z_]+)\//.exec(url);
  return m ? m[1]!.replace(/_/g, '-') : null;
}

/**
 * Matches each loaded script to a chunk of its app's attributed build (by name without hash) and splits its
 * gzip bytes over packages in proportion to their raw bytes. Unmatched scripts count as `(unknown)`.
 */
export function attributeScripts(scripts: readonly ScriptFigure[], apps: readonly AppAttribution[]): { scripts: ScriptOrigin[]; packages: PackageShare[] } {
  const byApp = new Map(apps.map((a) => [a.app, a] as const));
  const totals = new Map<string, PackageShare>();
  const origins = scripts.map((s) => {
    const path = s.url.split('?')[0]!;
    const app = appOfUrl(path);
    const key = chunkKey(path);
    const chunk = app ? byApp.get(app)?.chunks[key] : undefined;
    const packages = chunk && Object.keys(chunk.packages).length ? chunk.packages : { '(unknown)': s.raw };
    const rawSum = Object.values(packages).reduce((a, b) => a + b, 0) || 1;
    for (const [pkg, raw] of Object.entries(packages)) {
      const t = totals.get(pkg) ?? { pkg, raw: 0, gzip: 0 };
      t.raw += Math.round((raw / rawSum) * s.raw);
      t.gzip += Math.round((raw / rawSum) * s.gzip);
      totals.set(pkg, t);
    }
    return { url: s.url, app, key, gzip: s.gzip, raw: s.raw, packages, matched: !!chunk };
  });
  return { scripts: origins, packages: [...totals.values()].sort((a, b) => b.gzip - a.gzip) };
}
