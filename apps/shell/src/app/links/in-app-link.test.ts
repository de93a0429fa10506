import { inAppNavigation, type LinkAnchor, type LinkClick } from './in-app-link.ts';

const click: LinkClick = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false };
const here = { origin: 'https://shop.test', pathname: '/categories/fashion', search: '?page=2', hash: '' };
const anchor = (href: string, target = '', attributes: string[] = []): LinkAnchor => ({ href, target, hasAttribute: (name) => attributes.includes(name) });

describe('inAppNavigation', () => {
  it('follows a same-origin link in place, with its query and hash', () => {
    expect(inAppNavigation(click, anchor('https://shop.test/cart'), here)).toEqual({ to: '/cart', replace: false });
    expect(inAppNavigation(click, anchor('https://shop.test/customer/faqs?type=2#q1'), here)).toEqual({ to: '/customer/faqs?type=2#q1', replace: false });
  });

  it('replaces the history entry when the link leads where the page already is, as <Link> does', () => {
    expect(inAppNavigation(click, anchor('https://shop.test/categories/fashion?page=2'), here)).toEqual({ to: '/categories/fashion?page=2', replace: true });
    expect(inAppNavigation(click, anchor('https://shop.test/categories/fashion'), here)?.replace).toBe(false);
  });

  it('leaves to the browser: other buttons, modifier keys (new tab or window), handled clicks', () => {
    for (const change of [{ button: 1 }, { metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { defaultPrevented: true }]) {
      expect(inAppNavigation({ ...click, ...change }, anchor('https://shop.test/cart'), here)).toBeNull();
    }
  });

  it('leaves to the browser: another target, downloads, other origins', () => {
    expect(inAppNavigation(click, anchor('https://shop.test/cart', '_blank'), here)).toBeNull();
    expect(inAppNavigation(click, anchor('https://shop.test/cart', '_self'), here)).toEqual({ to: '/cart', replace: false });
    expect(inAppNavigation(click, anchor('https://shop.test/file.pdf', '', ['download']), here)).toBeNull();
    expect(inAppNavigation(click, anchor('https://blog.example.com/'), here)).toBeNull();
    expect(inAppNavigation(click, anchor('http://shop.test/cart'), here)).toBeNull();
    expect(inAppNavigation(click, anchor('not a url'), here)).toBeNull();
  });
});
