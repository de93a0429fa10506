import { render, screen } from '@testing-library/react';
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
