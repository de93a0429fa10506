import { getMenuHref } from './menu-href.ts';
import { pickTopBanners } from './top-banners.ts';

describe('menu links and top banners', () => {
  it('gives internal menu targets a leading slash', () => {
    expect(getMenuHref({ target: 'display/new', isExternalLink: false })).toBe('/display/new');
    expect(getMenuHref({ target: '/events', isExternalLink: false })).toBe('/events');
    for (const target of ['//evil.example', '/\\evil.example', '\\evil.example', 'javascript:alert(1)']) expect(getMenuHref({ target, isExternalLink: false })).toBe('/');
    expect(getMenuHref({ target: 'javascript:alert(1)', isExternalLink: true })).toBe('/');
    expect(getMenuHref({ target: 'https://blog.example', isExternalLink: true })).toBe('https://blog.example');
  });

  it('takes the first valid banner of each list', () => {
    const banner = (image: string) => ({ image, color: '#fff', url: '/e', content: '' });
    expect(pickTopBanners({ topBanner: [banner(''), banner(' '), banner('/b.png')], mobileTopBanner: [banner('')] })).toEqual({ topBanner: banner('/b.png'), mobileTopBanner: null });
    expect(pickTopBanners({ topBanner: [banner('/a.png')], mobileTopBanner: [banner('/m.png')] }).mobileTopBanner?.image).toBe('/m.png');
    expect(pickTopBanners(null)).toEqual({ topBanner: null, mobileTopBanner: null });
  });
});
