import { inAppPath, isSamePlace, type LinkAnchor, type LinkClick } from './in-app-link.ts';

const click: LinkClick = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false };
const here = { origin: 'https://shop.test', pathname: '/categories/fashion', search: '?page=2', hash: '' };
/** What an HTMLAnchorElement of this href has (its URL parts, resolved against the page). */
const anchor = (href: string, target = ''): LinkAnchor => {
  const url = new URL(href, here.origin);
  return { origin: url.origin, pathname: url.pathname, search: url.search, hash: url.hash, target };
};

describe('inAppPath', () => {
  it('follows a same-origin link in place, with its query and hash', () => {
    expect(inAppPath(click, anchor('/cart'), here)).toBe('/cart');
    expect(inAppPath(click, anchor('https://shop.test/customer/faqs?type=2#q1'), here)).toBe('/customer/faqs?type=2#q1');
    expect(inAppPath(click, anchor('/cart', '_self'), here)).toBe('/cart');
  });

  it('leaves to the browser: other buttons, modifier keys (new tab or window), handled clicks', () => {
    for (const change of [{ button: 1 }, { button: 2 }, { metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { defaultPrevented: true }]) {
      expect(inAppPath({ ...click, ...change }, anchor('/cart'), here)).toBeNull();
    }
  });

  it('leaves to the browser: another target, other origins', () => {
    expect(inAppPath(click, anchor('/cart', '_blank'), here)).toBeNull();
    expect(inAppPath(click, anchor('https://blog.example.com/'), here)).toBeNull();
    expect(inAppPath(click, anchor('http://shop.test/cart'), here)).toBeNull();
  });
});

describe('isSamePlace', () => {
  it('is true only for the current path, query and hash, as <Link> decides replace', () => {
    expect(isSamePlace('/categories/fashion?page=2', here)).toBe(true);
    expect(isSamePlace('/categories/fashion', here)).toBe(false);
    expect(isSamePlace('/categories/fashion?page=2#top', here)).toBe(false);
  });
});
