import * as v from 'valibot';

const files = v.object({ sync: v.array(v.string()), async: v.array(v.string()) });

/** The parts of an MF `mf-manifest.json` the shell reads. */
export const MfManifestSchema = v.object({
  metaData: v.object({
    name: v.string(),
    buildInfo: v.optional(v.object({ buildVersion: v.optional(v.string()) })),
    remoteEntry: v.object({ name: v.string(), path: v.string() }),
  }),
  exposes: v.array(v.object({ path: v.string(), assets: v.object({ js: files, css: files }) })),
});
export type MfManifest = v.InferOutput<typeof MfManifestSchema>;

/** The `assets.json` our builds emit (see @shop/config-rspack). */
export const AssetsJsonSchema = v.object({
  buildVersion: v.optional(v.string()),
  entries: v.record(v.string(), v.array(v.string())),
  css: v.array(v.string()),
});
export type AssetsJson = v.InferOutput<typeof AssetsJsonSchema>;

/** One deployed build of a remote, pinned: every URL names content-hashed files. */
export type RemoteBuild = {
  name: string;
  /** Identifies the build: the hashed entry names of both containers. */
  version: string;
  /** Server container entry (fetched by the shell process). */
  serverEntry: string;
  /** Browser container entry, as the browser must load it. */
  clientEntry: string;
  /** The remote's stylesheets, as the browser must load them. */
  css: string[];
  /** Files of the `./routes` expose, for preload hints. */
  routesChunks: string[];
};

function join(base: string, ...parts: string[]): string {
  return [base.replace(/\/+$/, ''), ...parts.map((p) => p.replace(/^\/+/, '')).filter(Boolean)].join('/');
}

/** Builds the pinned description of a remote from its two manifests and its assets file. */
export function describeBuild(
  name: string,
  urls: { url: string; publicUrl: string },
  client: MfManifest,
  server: MfManifest,
  assets: AssetsJson,
): RemoteBuild {
  const versions = [client.metaData.buildInfo?.buildVersion, server.metaData.buildInfo?.buildVersion, assets.buildVersion];
  if (new Set(versions).size !== 1) throw new Error(`${name}: manifests of different builds (${versions.join(', ')}); a deploy is in progress`);
  for (const file of [client.metaData.remoteEntry.name, server.metaData.remoteEntry.name, ...assets.css]) {
    // Only plain file names: server code is loaded from the configured remote origin and nowhere else.
    if (!/^[\w.-]+$/.test(file)) throw new Error(`${name}: refusing file name ${JSON.stringify(file)} from a manifest`);
  }
  const clientBase = join(urls.publicUrl, 'client');
  const routes = client.exposes.find((e) => e.path === './routes');
  return {
    name,
    version: `${versions[0] ?? 'local'}:${client.metaData.remoteEntry.name}+${server.metaData.remoteEntry.name}`,
    serverEntry: join(urls.url, 'server', server.metaData.remoteEntry.path, server.metaData.remoteEntry.name),
    clientEntry: join(clientBase, client.metaData.remoteEntry.path, client.metaData.remoteEntry.name),
    css: assets.css.map((file) => join(clientBase, file)),
    routesChunks: (routes?.assets.js.sync ?? []).map((file) => join(clientBase, file)),
  };
}

/**
 * Fetches JSON with a deadline (remotes that hang must not hang the shell) and parses it by `schema`: a file of
 * another shape fails like an unreachable one.
 */
export async function fetchJson<S extends v.GenericSchema>(url: string, timeoutMs: number, schema: S): Promise<v.InferOutput<S>> {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  const parsed = v.safeParse(schema, await res.json());
  if (!parsed.success) throw new Error(`GET ${url} answered an unexpected shape: ${v.summarize(parsed.issues)}`);
  return parsed.output;
}
