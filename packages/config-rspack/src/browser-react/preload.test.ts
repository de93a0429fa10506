import assert from 'node:assert/strict';
import { test } from 'node:test';
import { preloadLink, type PreloadDocument } from './preload.ts';

function fakeDocument(existing: Record<string, string>[] = []) {
  const make = (attrs: Record<string, string>) => ({
    attrs,
    setAttribute(name: string, value: string) {
      attrs[name] = value;
    },
    getAttribute(name: string) {
      return attrs[name] ?? null;
    },
  });
  const links = existing.map(make);
  const doc: PreloadDocument = {
    head: { querySelectorAll: () => links.filter((l) => l.attrs.rel === 'preload'), append: (node) => void links.push(node as ReturnType<typeof make>) },
    createElement: () => make({}),
  };
  return { doc, links };
}

test('adds a high-priority responsive image hint once', () => {
  const { doc, links } = fakeDocument();
  const options = { as: 'image', fetchPriority: 'high', imageSrcSet: '/_ipx/w_384/a.webp 384w, /_ipx/w_768/a.webp 768w', imageSizes: '100vw' };
  preloadLink(doc, '/_ipx/w_768/a.webp', options);
  preloadLink(doc, '/_ipx/w_768/a.webp', options);
  assert.equal(links.length, 1);
  assert.deepEqual(links[0]!.attrs, { rel: 'preload', as: 'image', href: '/_ipx/w_768/a.webp', imagesrcset: options.imageSrcSet, imagesizes: '100vw', fetchpriority: 'high' });
});

test('leaves a resource alone when the server already hinted it', () => {
  const { doc, links } = fakeDocument([{ rel: 'preload', as: 'image', href: '/b.webp' }]);
  preloadLink(doc, '/b.webp', { as: 'image' });
  assert.equal(links.length, 1);
  preloadLink(doc, '/c.webp', { as: 'image', media: '(max-width: 767px)' });
  assert.equal(links.length, 2);
  assert.equal(links[1]!.attrs.media, '(max-width: 767px)');
});
