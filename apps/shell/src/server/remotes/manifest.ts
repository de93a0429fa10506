/** The parts of an MF `mf-manifest.json` the shell reads. */
export type MfManifest = {
  metaData: { name: string; buildInfo?: { buildVersion?: string }; remoteEntry: { name: string; path: string } };
  exposes: { path: string; assets: { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } } }[];
};

/** The `assets.json` our builds emit (see @shop/config-rspack). */
export type AssetsJson = { buildVersion?: string; entries: Record<string, string[]>; css: string[] };

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

/** Fetches JSON with a deadline; remotes that hang must not hang the shell. */
export async function fetchJson<T>(url: string, timeoutMs: number): Promise<T> {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return (await res.json()) as T;
}
