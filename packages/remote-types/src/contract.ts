/** One remote a consumer loads modules from, and the type each of those modules must satisfy. */
export type ConsumedRemote = {
  /** MF container name, e.g. `catalog` or `cart_order`. */
  name: string;
  /** Workspace folder under apps/, where its release build publishes `dist/client/@mf-types.zip`. */
  folder: string;
  /** `REMOTE_<envKey>_URL` is where a deployed build is served (`--from url`). */
  envKey: string;
  defaultPort: number;
  /** Exposed module (`./routes`) → name of the type exported by the contract module that it must satisfy. */
  exposes: Record<string, string>;
};

/** What a consumer's contract module exports as `remoteTypeContract`. */
export type RemoteTypeContract = { remotes: ConsumedRemote[] };

/** One remote's published types: the archive's bytes, or null when none was found where `from` says. */
export type PublishedTypes = { name: string; archive: Buffer | null; from: string };

/** A broken contract, named by remote. */
export type Problem = { remote: string; message: string };
