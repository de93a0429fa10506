// Jest runs each test file in a V8 context of its own, but node:sqlite, fetch's Response.json and fs's readdir build
// their arrays and objects in Node's main context: node:assert's strict deep equality then sees another realm's Array and Object
// prototypes and fails values that print the same. Each file (a Jest worker reuses one node:sqlite and one fetch for
// all its files) wraps those methods again so that what they return is the file's own arrays and objects.
// Loaded by jest.config.cjs only.
import { createRequire } from 'node:module';
import { StatementSync } from 'node:sqlite';

// Through require, not import: an import here would fix this file's view of fs/promises before it is wrapped.
const require = createRequire(import.meta.url);

type Methods = Pick<StatementSync, 'all' | 'get' | 'iterate'>;
const ORIGINAL = Symbol.for('shop.jest.sqlite-realm.original');
const proto: StatementSync & { [ORIGINAL]?: Methods } = StatementSync.prototype;
const original: Methods = (proto[ORIGINAL] ??= { all: proto.all, get: proto.get, iterate: proto.iterate });

/** `value` as this context's array or plain object (rows are flat: their values are primitives or byte arrays). */
function local(value: unknown): unknown {
  if (Array.isArray(value)) return Array.from(value, local);
  if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) return Object.assign(Object.getPrototypeOf(value) === null ? Object.create(null) : {}, value);
  return value;
}

proto.all = function all(this: StatementSync, ...parameters: Parameters<Methods['all']>) {
  return local(original.all.apply(this, parameters));
} as Methods['all'];
proto.get = function get(this: StatementSync, ...parameters: Parameters<Methods['get']>) {
  return local(original.get.apply(this, parameters));
} as Methods['get'];
proto.iterate = function* iterate(this: StatementSync, ...parameters: Parameters<Methods['iterate']>) {
  for (const row of original.iterate.apply(this, parameters)) yield local(row);
} as unknown as Methods['iterate'];

Response.prototype.json = async function json(this: Response) {
  return JSON.parse(await this.text());
};

// readdir's entries stay Dirents; only the array is this file's.
const fsPromises: { readdir: (...args: unknown[]) => Promise<unknown[]>; [ORIGINAL]?: (...args: unknown[]) => Promise<unknown[]> } = require('node:fs/promises');
const readdir = (fsPromises[ORIGINAL] ??= fsPromises.readdir);
fsPromises.readdir = async (...args: unknown[]) => Array.from(await readdir(...args));
