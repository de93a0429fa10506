import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Compiler } from '@rspack/core';

/**
 * Module identifiers that carry an absolute path Rspack's deterministic ids hash as it is: Module Federation's
 * consume/provide-shared modules name their fallback (`... (fallback: /abs/node_modules/react/index.js)`) and
 * its runtime module is a `data:` URL with the bundler runtime's absolute path in it (rspack issue 15841). Left
 * to Rspack, their ids, and with them the bytes and content hashes of every chunk that requires React, change
 * with the checkout's folder: CI's clone measured 8-30 bytes more first-load JS than a clone elsewhere.
 */
const PATH_HASHED = /^(consume|provide) shared module |!data:/;
/** The hash Rspack appends to some identifiers (`...|d498cf43178a967a`), itself computed over the path. */
const IDENT_HASH = /\|[0-9a-f]{16}$/;

/** An identifier with the workspace folder (plain and URL-encoded) and Rspack's trailing hash taken out. */
export function pathFreeName(identifier: string, root: string): string {
  return identifier.replace(IDENT_HASH, '').split(root).join('<root>').split(encodeURIComponent(root)).join('<root>');
}

/** A four-digit id from a name, like Rspack's deterministic ones; a taken id is hashed again with a salt. */
export function numericId(name: string, taken: Set<number>): number {
  for (let salt = 0; ; salt++) {
    const digest = createHash('sha256').update(salt === 0 ? name : `${name}#${salt}`).digest();
    const id = 1000 + (digest.readUInt32BE(0) % 9000);
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}

/** The nearest folder at or above `from` holding pnpm-workspace.yaml (else `from`). */
export function workspaceRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (path.dirname(dir) === dir) return from;
  }
}

type IdModule = { identifier: string | (() => string); id: string | number | null };

/**
 * Gives the modules whose identifiers carry the workspace path ids computed without it, before Rspack's
 * deterministic ids run (which then keep clear of them): the same sources build the same bytes in any folder.
 */
export class PathFreeModuleIdsPlugin {
  apply(compiler: Compiler): void {
    const root = workspaceRoot(compiler.context);
    compiler.hooks.compilation.tap('PathFreeModuleIdsPlugin', (compilation) => {
      compilation.hooks.beforeModuleIds.tap('PathFreeModuleIdsPlugin', (modules) => {
        const named = [...(modules as Iterable<IdModule>)]
          .map((module) => ({ module, identifier: typeof module.identifier === 'function' ? module.identifier() : module.identifier }))
          .filter(({ identifier }) => PATH_HASHED.test(identifier))
          .map(({ module, identifier }) => ({ module, name: pathFreeName(identifier, root) }))
          .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        const taken = new Set<number>();
        for (const { module, name } of named) module.id = numericId(name, taken);
      });
    });
  }
}
