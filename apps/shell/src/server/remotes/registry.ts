import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRouteObject } from '@shop/router';
import type { RemoteEndpoint } from '../../config/env.ts';
import type { RemoteRoutesModule } from '../../config/remote-contract.ts';
import { AssetsJsonSchema, describeBuild, fetchJson, MfManifestSchema, type RemoteBuild } from './manifest.ts';

export type RemoteState = { build: RemoteBuild; routes: RemoteRouteObject[] };

export type RegistryOptions = {
  remotes: RemoteEndpoint[];
  timeoutMs?: number;
  log?: (level: 'info' | 'warn' | 'error', message: string) => void;
};

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Keeps the shell in step with deployed remotes: reads each remote's manifests, pins the exact build
 * (server container for SSR, browser entry for hydration), loads its route table, and swaps in a new build
 * only once it loaded completely. A remote that is down keeps its last good build, or stays absent.
 */
export class RemoteRegistry {
  private readonly states = new Map<string, RemoteState>();
  private readonly inflight = new Map<string, Promise<boolean>>();
  private readonly timeoutMs: number;
  private readonly log: NonNullable<RegistryOptions['log']>;
  private readonly options: RegistryOptions;
  /** Bumped whenever any remote's routes change; consumers rebuild their route handler on change. */
  generation = 0;

  constructor(options: RegistryOptions) {
    this.options = options;
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.log = options.log ?? ((level, message) => console[level](message));
  }

  get(name: string): RemoteState | undefined {
    return this.states.get(name);
  }

  loadedNames(): string[] {
    return [...this.states.keys()];
  }

  all(): RemoteState[] {
    return [...this.states.values()];
  }

  /** Refreshes every remote concurrently; resolves when all settled. */
  async refreshAll(): Promise<void> {
    await Promise.all(this.options.remotes.map((r) => this.refresh(r.name)));
  }

  /** Refreshes one remote (single-flight). Resolves true when the remote is loaded afterwards. */
  refresh(name: string): Promise<boolean> {
    const running = this.inflight.get(name);
    if (running) return running;
    const task = this.doRefresh(name).finally(() => this.inflight.delete(name));
    this.inflight.set(name, task);
    return task;
  }

  private async doRefresh(name: string): Promise<boolean> {
    const endpoint = this.options.remotes.find((r) => r.name === name);
    if (!endpoint) throw new Error(`Unknown remote "${name}"`);
    const current = this.states.get(name);
    try {
      const [client, server, assets] = await Promise.all([
        fetchJson(`${endpoint.url}/client/mf-manifest.json`, this.timeoutMs, MfManifestSchema),
        fetchJson(`${endpoint.url}/server/mf-manifest.json`, this.timeoutMs, MfManifestSchema),
        fetchJson(`${endpoint.url}/client/assets.json`, this.timeoutMs, AssetsJsonSchema),
      ]);
      const build = describeBuild(name, endpoint, client, server, assets);
      if (current && current.build.version === build.version) return true;
      registerRemotes([{ name, entry: build.serverEntry }], { force: Boolean(current) || this.failed.has(name) });
      const mod = await withTimeout(loadRemote<RemoteRoutesModule>(`${name}/routes`), this.timeoutMs, `loading ${name}/routes`);
      const routes = mod?.default;
      if (!Array.isArray(routes)) throw new Error(`${name}/routes must export an array of routes`);
      this.states.set(name, { build, routes });
      this.lastFailure.delete(name);
      this.failed.delete(name);
      this.generation += 1;
      this.log('info', `[remotes] ${name} ${current ? 'updated to' : 'loaded'} ${build.version} (${routes.length} routes)`);
      return true;
    } catch (error) {
      this.failed.add(name);
      const message = `[remotes] ${name} unavailable: ${error instanceof Error ? error.message : String(error)}`;
      if (this.lastFailure.get(name) !== message) this.log('warn', message);
      this.lastFailure.set(name, message);
      return Boolean(current);
    }
  }

  /** Remotes whose last load failed half-way: they must be re-registered with force. */
  private readonly failed = new Set<string>();
  private readonly lastFailure = new Map<string, string>();
}
