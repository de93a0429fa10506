import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ShopImage } from './shop-image.tsx';

describe('ShopImage', () => {
  it('serves relative paths through the resizer with a srcset, size attributes and lazy loading', () => {
    render(<ShopImage src="/upload/items/1001-1.png" alt="머그컵" width={300} height={300} sizes="50vw" />);
    const image = screen.getByRole('img', { name: '머그컵' });
    expect(image.getAttribute('src')).toBe('/_ipx/w_320,f_webp/upload/items/1001-1.png');
    expect(image.getAttribute('srcset')).toBe('/_ipx/w_320,f_webp/upload/items/1001-1.png 320w, /_ipx/w_640,f_webp/upload/items/1001-1.png 640w');
    expect(image.getAttribute('sizes')).toBe('50vw');
    expect(image.getAttribute('width')).toBe('300');
    expect(image.getAttribute('height')).toBe('300');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('fetchpriority')).toBeNull();
    expect(image.style.aspectRatio).toBe('300 / 300');
  });

  it('loads a priority image eagerly with high fetch priority', () => {
    render(<ShopImage src="/upload/a.png" alt="대표" width={640} height={480} priority />);
    const image = screen.getByRole('img', { name: '대표' });
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
  });

  it('gives the server HTML one preload hint per priority image, limited to its viewport when it names one', () => {
    const html = renderToString(
      <div>
        <ShopImage src="/upload/banners/top-pc.webp" alt="" width={1920} height={80} sizes="100vw" priority media="(min-width: 768px)" />
        <ShopImage src="/upload/banners/top-mobile.webp" alt="" width={750} height={120} sizes="100vw" priority media="(max-width: 767px)" />
        <ShopImage src="/upload/items/1.webp" alt="" width={640} height={640} priority />
      </div>,
    );
    const hints = html.match(/<link rel="preload"[^>]*>/g) ?? [];
    expect(hints).toHaveLength(3);
    expect(hints[0]).toContain('media="(min-width: 768px)"');
    expect(hints[0]).toContain('imageSrcSet="/_ipx/w_320,f_webp/upload/banners/top-pc.webp 320w');
    expect(hints[0]).toContain('fetchPriority="high"');
    expect(hints[1]).toContain('media="(max-width: 767px)"');
    expect(hints[1]).toContain('top-mobile.webp');
    expect(hints[2]).not.toContain('media=');
    expect(hints[2]).toContain('upload/items/1.webp');
  });

  it('uses absolute URLs as they are', () => {
    render(<ShopImage src="https://cdn.example.com/a.png" alt="외부" width={100} height={100} />);
    const image = screen.getByRole('img', { name: '외부' });
    expect(image.getAttribute('src')).toBe('https://cdn.example.com/a.png');
    expect(image.getAttribute('srcset')).toBeNull();
  });

  it('keeps the space of a missing image', () => {
    render(<ShopImage src="" alt="없음" width={100} height={50} />);
    expect(screen.getByRole('img', { name: '없음' }).style.aspectRatio).toBe('100 / 50');
  });
});
