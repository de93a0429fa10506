// Webpack's sharing API, which Rspack provides to the shell's code (the share scopes of this container).
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, object>;

/** A Module Federation container as its remote entry defines it (a global named after the remote). */
type Container = {
  init(shareScope: object): Promise<unknown> | unknown;
  get(expose: string): Promise<() => unknown>;
};

const containers = new Map<string, Promise<Container>>();

function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = Object.assign(document.createElement('script'), { src: url, async: true });
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${url}`));
    document.head.append(script);
  });
}

/**
 * Loads a remote's container once and initialises it with the shell's share scope, so it takes React, the router
 * facade and the other singletons from the shell: the container protocol (`init`, `get`) as webpack defines it.
 * Browser builds carry only the share scope part of the federation runtime (packages/config-rspack,
 * browser-federation), so the shell does the loading itself.
 */
function container(name: string, entry: string): Promise<Container> {
  let loading = containers.get(name);
  if (!loading) {
    loading = (async () => {
      await loadScript(entry);
      const remote = (globalThis as Record<string, unknown>)[name] as Container | undefined;
      if (!remote || typeof remote.init !== 'function') throw new Error(`${entry} did not define the container ${name}`);
      await __webpack_init_sharing__('default');
      await remote.init(__webpack_share_scopes__.default!);
      return remote;
    })();
    // A failed load may be retried by a later navigation.
    loading.catch(() => containers.delete(name));
    containers.set(name, loading);
  }
  return loading;
}

/** The module a remote exposes as `expose` (for example `./routes`). */
export async function loadExposed<T>(remote: { name: string; entry: string }, expose: string): Promise<T> {
  const factory = await (await container(remote.name, remote.entry)).get(expose);
  return factory() as T;
}
