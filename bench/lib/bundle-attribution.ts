// Rebuilds each app's browser bundle (its own rspack config, production mode) into a temporary folder with
// hidden source maps, and attributes every chunk's bytes to npm packages and workspaces.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bytesBySource, packageOf, type RawSourceMap } from './source-map.ts';
import { compressedSizes, type Sizes } from './sizes.ts';
import { ROOT } from './stack.ts';

export type ChunkAttribution = Sizes & {
  /** File name without its content hash (`363.js`, `remoteEntry.js`): the key pages are matched on. */
  key: string;
  file: string;
  /** Raw bytes per package; gzip shares are estimated in proportion. */
  packages: Record<string, number>;
};

/** The bundle of one app, by chunk key. */
export type AppAttribution = { app: string; chunks: Record<string, ChunkAttribution> };

/** `363.37f99654.js` → `363.js`, `remoteEntry.0732ee89.js` → `remoteEntry.js`. */
export function chunkKey(file: string): string {
  return path.basename(file).replace(/\.[0-9a-f]{8}(\.(?:js|css))$/, '$1');
}

type RspackConfig = { target?: unknown; devtool?: unknown; output?: { path?: string }; [k: string]: unknown };
type Compiler = { run: (cb: (err: Error | null, stats?: { hasErrors: () => boolean; toString: (o: unknown) => string }) => void) => void; close: (cb: () => void) => void };

async function buildClient(appDir: string, outDir: string): Promise<void> {
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));
  const { rspack } = requireFromApp('@rspack/core') as { rspack: (c: RspackConfig) => Compiler };
  const configs = (await import(pathToFileURL(path.join(appDir, 'rspack.config.ts')).href)).default as RspackConfig | RspackConfig[];
  const client = (Array.isArray(configs) ? configs : [configs]).find((c) => c.target === 'web');
  if (!client) throw new Error(`${appDir}/rspack.config.ts has no browser (target web) build`);
  const config = { ...client, devtool: 'hidden-source-map', output: { ...client.output, path: outDir } };
  const compiler = rspack(config);
  await new Promise<void>((resolve, reject) =>
    compiler.run((err, stats) => {
      compiler.close(() => undefined);
      if (err) reject(err);
      else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
      else resolve();
    }),
  );
}

/** Attributes the chunks of one built folder. */
export function attributeFolder(app: string, dir: string): AppAttribution {
  const chunks: Record<string, ChunkAttribution> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    const code = readFileSync(path.join(dir, file), 'utf8');
    const mapFile = path.join(dir, `${file}.map`);
    const packages: Record<string, number> = {};
    if (existsSync(mapFile)) {
      for (const [source, bytes] of bytesBySource(code, JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap)) {
        const pkg = packageOf(source, app);
        packages[pkg] = (packages[pkg] ?? 0) + bytes;
      }
    }
    chunks[chunkKey(file)] = { key: chunkKey(file), file, packages, ...compressedSizes(Buffer.from(code)) };
  }
  return { app, chunks };
}

/** Builds and attributes the browser bundles of the given apps (folder names under apps/). */
export async function attributeApps(apps: readonly string[], onApp?: (line: string) => void): Promise<AppAttribution[]> {
  const out: AppAttribution[] = [];
  const tmp = mkdtempSync(path.join(tmpdir(), 'shop-bench-attr-'));
  try {
    for (const app of apps) {
      const started = Date.now();
      const dir = path.join(tmp, app);
      await buildClient(path.join(ROOT, 'apps', app), dir);
      out.push(attributeFolder(app, dir));
      onApp?.(`  ${app}: built with source maps in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return out;
}
