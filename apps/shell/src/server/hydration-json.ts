import { randomUUID } from 'node:crypto';
import { jsonForScript } from './html.ts';

/** Serialized parts, by the object: a part is serialized again only when it is a new object. */
const serialized = new WeakMap<object, string>();
/** Stands in for a shared part while the rest is serialized; random per process, so no data can spell it. */
const SLOT = `\u0000shared-part-${randomUUID()}\u0000`;
const SLOT_JSON = JSON.stringify(SLOT);

/**
 * `jsonForScript(value)`, where `value` is `build(SLOT)` with the slot standing for `part`: the part's JSON comes from
 * a cache keyed by the object, so a big part that stays the same object while it is unchanged (the category tree of
 * one catalogue version, kept by the catalogue cache) is serialized once instead of for every page. `part` must not
 * be changed after it was first serialized (cached reads are shared by every render and never are).
 * @example jsonForScriptSharing(tree, (slot) => ({ page: 1, categories: slot })) // '{"page":1,"categories":[...]}'
 */
export function jsonForScriptSharing(part: object, build: (slot: string) => unknown): string {
  let partJson = serialized.get(part);
  if (partJson === undefined) {
    partJson = jsonForScript(part);
    serialized.set(part, partJson);
  }
  const json = jsonForScript(build(SLOT));
  const at = json.indexOf(SLOT_JSON);
  if (at === -1) return json;
  return json.slice(0, at) + partJson + json.slice(at + SLOT_JSON.length);
}
