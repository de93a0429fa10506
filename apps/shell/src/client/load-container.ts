import { getInstance } from '@module-federation/enhanced/runtime';

/** A Module Federation container as its remote entry defines it (a global named after the remote). */
type Container = {
  init(shareScope: object, initScope: unknown[], options: object): Promise<void> | void;
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
 * facade and the other singletons from the shell. This is what the federation runtime's `loadRemote` does for a
 * remote registered by entry URL; the shell's browser runtime is built without that part
 * (`experiments.optimization.disableRemote`), which is most of its bytes.
 */
function container(name: string, entry: string): Promise<Container> {
  let loading = containers.get(name);
  if (!loading) {
    loading = (async () => {
      await loadScript(entry);
      const remote = (globalThis as Record<string, unknown>)[name] as Container | undefined;
      if (!remote || typeof remote.init !== 'function') throw new Error(`${entry} did not define the container ${name}`);
      const shareScopeMap = getInstance()!.shareScopeMap;
      const options = { version: '', shareScopeKeys: 'default' };
      Object.defineProperty(options, 'shareScopeMap', { value: shareScopeMap, enumerable: false });
      await remote.init((shareScopeMap.default ??= {}), [], options);
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
