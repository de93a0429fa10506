// Import boundaries between the parts of the workspace (conventions C1, C2), as one ESLint rule: `shop/boundaries`.
//
//   apps/<a>      never import apps/<b>, nor `@shop/<app>`: apps share code through packages only.
//   packages/<p>  never import apps (relative paths or `@shop/<app>`).
//   apps/<remote or shell>/src (every app but the API server):
//     features/<f>   never import features/<g>, src/app or src/expose. Code two features need moves to the shared
//                    layers (src/components, src/lib, …) or is composed by a page in src/app.
//     shared layers  (src/components, src/lib, src/config, src/messages, src/styles, …) never import features,
//                    src/app or src/expose: imports flow shared → features → app.
//     src/app, src/expose, src/testing, the shell's src/client and src/server, and the entry files may import any
//     layer of their own app.
// apps/api is a server whose features share services (pagination, item cards, the viewer); only the first two
// zones apply to it.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** Apps whose `src/features/*` are not zoned (their features are server domain modules). */
export const UNZONED_APPS = ['api'];

/** Layers of an app's `src` that may import any other layer of the same app (pages, exposes, tests, the shell's entries). */
const TOP_LAYERS = new Set(['app', 'expose', 'testing', 'client', 'server']);

const roots = new Map();

/** The workspace root (the folder with pnpm-workspace.yaml) above `file`, or null. */
function workspaceRoot(file) {
  let dir = dirname(file);
  const seen = [];
  while (true) {
    if (roots.has(dir)) break;
    seen.push(dir);
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) {
      roots.set(dir, dir);
      break;
    }
    const parent = dirname(dir);
    if (parent === dir) {
      roots.set(dir, null);
      break;
    }
    dir = parent;
  }
  const root = roots.get(dir);
  for (const d of seen) roots.set(d, root);
  return root;
}

const appNames = new Map();

/** Folder names under `<root>/apps` (each is the package `@shop/<folder>`). */
function appsOf(root) {
  if (!appNames.has(root)) {
    let names = [];
    try {
      names = readdirSync(join(root, 'apps'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    } catch {
      names = [];
    }
    appNames.set(root, new Set(names));
  }
  return appNames.get(root);
}

/**
 * Where a workspace file sits: `{ area: 'apps' | 'packages', name, layer, feature }` (layer: the first folder under
 * `src`, or '' for files directly in `src` or outside it), or null outside apps and packages.
 * @param {string} root
 * @param {string} file
 */
export function locate(root, file) {
  const parts = relative(root, file).split(sep);
  if (parts.length < 3 || (parts[0] !== 'apps' && parts[0] !== 'packages')) return null;
  const [area, name, top, layer = '', feature = ''] = parts;
  const inSrc = top === 'src' && parts.length > 4;
  return { area, name, layer: inSrc ? layer : '', feature: inSrc && layer === 'features' && parts.length > 5 ? feature : '' };
}

/**
 * The boundary an import crosses, as a message, or null when it is allowed.
 * @param {string} root The workspace root.
 * @param {string} file The importing file (absolute).
 * @param {string} specifier What it imports.
 * @param {Set<string>} apps App folder names.
 * @returns {string | null}
 */
export function boundaryViolation(root, file, specifier, apps = appsOf(root)) {
  const from = locate(root, file);
  if (!from) return null;
  const bare = /^@shop\/([^/]+)/.exec(specifier);
  if (bare) {
    if (!apps.has(bare[1])) return null;
    return from.area === 'apps'
      ? `apps/${from.name} may not import the app @shop/${bare[1]}: apps share code through packages only.`
      : `packages/${from.name} may not import the app @shop/${bare[1]}: packages never depend on apps.`;
  }
  if (!specifier.startsWith('.')) return null;
  const to = locate(root, resolve(dirname(file), specifier));
  if (!to) return null;
  if (to.area === 'apps' && (from.area !== 'apps' || to.name !== from.name)) {
    return from.area === 'apps'
      ? `apps/${from.name} may not import apps/${to.name}: apps share code through packages only.`
      : `packages/${from.name} may not import apps/${to.name}: packages never depend on apps.`;
  }
  if (from.area !== 'apps' || to.area !== 'apps' || UNZONED_APPS.includes(from.name)) return null;
  if (from.layer === 'features') {
    if (to.layer === 'features' && to.feature !== from.feature) {
      return `features/${from.feature} may not import features/${to.feature}: move what both need to a shared layer (src/components, src/lib) or compose them in a page under src/app.`;
    }
    if (TOP_LAYERS.has(to.layer) && to.layer !== 'testing') {
      return `features/${from.feature} may not import src/${to.layer}: imports flow shared → features → app.`;
    }
    return null;
  }
  if (from.layer !== '' && !TOP_LAYERS.has(from.layer) && (to.layer === 'features' || to.layer === 'app' || to.layer === 'expose')) {
    return `src/${from.layer} is shared code and may not import src/${to.layer}${to.feature ? `/${to.feature}` : ''}: imports flow shared → features → app.`;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Import boundaries between apps, packages and the features of an app (docs/contracts.md, "Import boundaries").' },
    schema: [],
    messages: { crossed: '{{message}}' },
  },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    const root = workspaceRoot(file);
    if (!root) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const message = boundaryViolation(root, file, source.value);
      if (message) context.report({ node: source, messageId: 'crossed', data: { message } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export const boundariesPlugin = { meta: { name: 'shop-boundaries' }, rules: { boundaries } };
