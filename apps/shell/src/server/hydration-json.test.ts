/** @jest-environment node */
import { jsonForScript } from './html.ts';
import { jsonForScriptSharing } from './hydration-json.ts';

describe('jsonForScriptSharing', () => {
  const tree = [{ categoryId: 1, name: '가전 </script>', children: [{ categoryId: 2, name: '이어폰\u2028' }] }];

  it('gives exactly the JSON of the whole value', () => {
    const value = (categories: unknown) => ({ loaderData: { root: { menu: ['a'], categories, wishlist: [3] }, page: { x: '<b>' } } });
    expect(jsonForScriptSharing(tree, value)).toBe(jsonForScript(value(tree)));
    expect(JSON.parse(jsonForScriptSharing(tree, value))).toEqual(value(tree));
  });

  it('serializes a part once per object, and a new object again', () => {
    const first = jsonForScriptSharing(tree, (slot) => ({ categories: slot }));
    const copy = structuredClone(tree);
    copy[0]!.name = '패션';
    expect(jsonForScriptSharing(copy, (slot) => ({ categories: slot }))).toBe(jsonForScript({ categories: copy }));
    expect(jsonForScriptSharing(tree, (slot) => ({ categories: slot }))).toBe(first);
    // The cache is keyed by the object: a later change to the same object is not seen (cached reads never change).
    const kept = [{ categoryId: 9, name: '도서' }];
    const before = jsonForScriptSharing(kept, (slot) => ({ categories: slot }));
    kept[0]!.name = '음반';
    expect(jsonForScriptSharing(kept, (slot) => ({ categories: slot }))).toBe(before);
  });

  it('leaves a value without the slot as it is', () => {
    expect(jsonForScriptSharing(tree, () => ({ categories: [] }))).toBe('{"categories":[]}');
  });
});
