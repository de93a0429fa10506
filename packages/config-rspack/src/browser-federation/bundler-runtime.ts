// The federation bundler runtime of every browser container (shell and remotes), in place of
// @module-federation/webpack-bundler-runtime with @module-federation/runtime-core: about 20 KB gzip on every first
// load, for features the shop's browsers never use (manifests, snapshots, preloading, runtime plugins, remotes
// consuming remotes). What is left is the share scope: each container registers the singletons it provides, a
// remote adopts the shell's scope when the shell initialises it, and a consumed module comes from the scope (the
// loaded copy, else the highest version) or from the container's own fallback. Rspack's generated federation code
// calls these functions (`__webpack_require__.federation.bundlerRuntime`); servers keep the full runtime.
import { compareVersions, satisfies } from './semver.ts';

type Factory = () => unknown;
type Getter = () => Factory | Promise<Factory>;
type Entry = { get: Getter; from: string; eager: boolean; loaded?: 1 };
/** One share scope: shared module name → version → provider (the classic webpack shape). */
type Scope = Record<string, Record<string, Entry>>;
type ShareConfig = { requiredVersion?: string | false; singleton?: boolean; strictVersion?: boolean; eager?: boolean };
type Handler = { shareKey: string; getter: Getter; shareInfo: { shareConfig: ShareConfig; scope: (string | string[])[] } };
type Provided = { version: string; scope: string[]; shareConfig: ShareConfig; get: Getter };
type ModuleRecord = { exports: unknown };
type WebpackRequire = {
  m: Record<string, (module: ModuleRecord) => void>;
  c: Record<string, unknown>;
  S: Record<string, Scope>;
  I(scope: string, initScope?: unknown[]): Promise<unknown>;
  federation: { initOptions: { name: string; shared?: Record<string, Provided[]> } };
};
type ConsumeOptions = { webpackRequire: WebpackRequire; installedModules: Record<string, Promise<void> | 0>; moduleToHandlerMapping: Record<string, Handler> };

const own = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/** Puts the container's own shared modules into its share scopes, never replacing a provider already there. */
function register(webpackRequire: WebpackRequire): void {
  const { name, shared = {} } = webpackRequire.federation.initOptions;
  for (const [key, provided] of Object.entries(shared)) {
    for (const { version, scope: scopes, shareConfig, get } of provided) {
      for (const scopeName of scopes) {
        const versions = ((webpackRequire.S[scopeName] ??= {})[key] ??= {});
        versions[version] ??= { get, from: name, eager: Boolean(shareConfig.eager) };
      }
    }
  }
}

/** The provider a consumer gets: a loaded singleton, else the highest version; `undefined` means the fallback. */
function pick(scope: Scope | undefined, key: string, config: ShareConfig, consumer: string): Entry | undefined {
  const versions = scope?.[key];
  if (!versions) return undefined;
  const ordered = Object.keys(versions).sort((a, b) => compareVersions(b, a));
  const version = (config.singleton && ordered.find((v) => versions[v]!.loaded)) || (config.singleton ? ordered[0] : ordered.find((v) => satisfies(v, config.requiredVersion)));
  if (version === undefined) return undefined;
  if (!satisfies(version, config.requiredVersion)) {
    const message = `[federation] ${consumer} requires ${key}@${String(config.requiredVersion)}, the shared one is ${version}`;
    if (config.strictVersion) throw new Error(message);
    console.warn(message);
  }
  return versions[version];
}

function resolve(webpackRequire: WebpackRequire, handler: Handler): Factory | Promise<Factory> {
  const scopeName = [handler.shareInfo.scope].flat(2)[0] ?? 'default';
  const entry = pick(webpackRequire.S[scopeName], handler.shareKey, handler.shareInfo.shareConfig, webpackRequire.federation.initOptions.name);
  if (!entry) return handler.getter();
  entry.loaded = 1;
  return entry.get();
}

function install(webpackRequire: WebpackRequire, id: string, factory: Factory): void {
  webpackRequire.m[id] = (module) => {
    delete webpackRequire.c[id];
    module.exports = factory();
  };
}

/** Chunk loading: the shared modules a chunk consumes, resolved before the chunk runs. */
function consumes(options: ConsumeOptions & { chunkId: string; promises: unknown[]; chunkMapping: Record<string, string[]> }): void {
  const { chunkId, promises, installedModules, webpackRequire, chunkMapping, moduleToHandlerMapping } = options;
  for (const id of own(chunkMapping, chunkId) ? chunkMapping[chunkId]! : []) {
    if (own(installedModules, id)) {
      promises.push(installedModules[id]);
      continue;
    }
    const fail = (error: unknown) => {
      delete installedModules[id];
      webpackRequire.m[id] = () => {
        delete webpackRequire.c[id];
        throw error;
      };
    };
    try {
      const result = resolve(webpackRequire, moduleToHandlerMapping[id]!);
      const done = (factory: Factory) => {
        installedModules[id] = 0;
        install(webpackRequire, id, factory);
      };
      if (typeof (result as Promise<Factory>).then === 'function') promises.push((installedModules[id] = (result as Promise<Factory>).then(done, fail)));
      else done(result as Factory);
    } catch (error) {
      fail(error);
    }
  }
}

/** Shared modules the entry needs at once (the shell's eager singletons): resolved synchronously when required. */
function installInitialConsumes(options: ConsumeOptions & { initialConsumes: string[] }): void {
  const { webpackRequire, installedModules, initialConsumes, moduleToHandlerMapping } = options;
  for (const id of initialConsumes) {
    webpackRequire.m[id] = (module) => {
      installedModules[id] = 0;
      delete webpackRequire.c[id];
      const factory = resolve(webpackRequire, moduleToHandlerMapping[id]!);
      if (typeof factory !== 'function') throw new Error(`[federation] shared module ${id} is not available for eager consumption`);
      module.exports = factory();
    };
  }
}

/** `__webpack_init_sharing__(scope)`: the container's providers are in the scope once this settles. */
function initializeSharing(options: { shareScopeName: string; initPromises: Record<string, Promise<unknown>>; webpackRequire: WebpackRequire }): Promise<unknown> {
  register(options.webpackRequire);
  return (options.initPromises[options.shareScopeName] ??= Promise.resolve(true));
}

/** A remote's `init(shareScope)`: it adopts the caller's scope (the shell's) and adds its own providers to it. */
function initContainerEntry(options: { shareScope: Scope; shareScopeKey?: string | string[]; initScope?: unknown[]; webpackRequire: WebpackRequire }): Promise<unknown> {
  const key = typeof options.shareScopeKey === 'string' ? options.shareScopeKey : 'default';
  options.webpackRequire.S[key] = options.shareScope;
  return options.webpackRequire.I(key, options.initScope);
}

function init({ webpackRequire }: { webpackRequire: WebpackRequire }): { name: string } {
  webpackRequire.S ??= {};
  register(webpackRequire);
  return { name: webpackRequire.federation.initOptions.name };
}

const bundlerRuntime = { S: {}, I: initializeSharing, consumes, installInitialConsumes, initContainerEntry, init };

export default { bundlerRuntime, bundlerRuntimeOptions: {} };
