import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from '@shop/router';
import { createMemoryRouter } from '@shop/router/engine';
import type { TopBanners } from '@shop/api-client';
import { hasTopBannerCookie, topBannerCloseCookie } from './top-banner-cookie.ts';
import { TopBanner } from './top-banner.tsx';

const BANNERS: TopBanners = {
  topBanner: { image: '/upload/banners/top-pc.webp', color: '#1f3a5f', url: '/display/new', content: 'PC banner' },
  mobileTopBanner: { image: '/upload/banners/top-mobile.webp', color: '#1f3a5f', url: 'https://example.com/m', content: 'Mobile banner' },
};

function renderBanner(banners: TopBanners) {
  const router = createMemoryRouter([{ path: '/', element: <TopBanner banners={banners} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('TopBanner', () => {
  afterEach(() => {
    document.cookie = 'TOP_BANNER_COOKIE=; Max-Age=0; Path=/';
  });

  it('shows the desktop and the mobile banner with their links', () => {
    renderBanner(BANNERS);
    expect(screen.getByRole('link', { name: 'PC banner' })).toHaveAttribute('href', '/display/new');
    const mobile = screen.getByRole('link', { name: 'Mobile banner' });
    expect(mobile).toHaveAttribute('href', 'https://example.com/m');
    expect(mobile).toHaveAttribute('target', '_blank');
  });

  it('closes both and sets the one-day cookie', async () => {
    renderBanner(BANNERS);
    await userEvent.click(screen.getByRole('button', { name: '상단 배너 닫기' }));
    expect(screen.queryByRole('region', { name: '상단 배너' })).toBeNull();
    expect(hasTopBannerCookie(document.cookie)).toBe(true);
    expect(topBannerCloseCookie(true)).toBe('TOP_BANNER_COOKIE=Y; Max-Age=86400; Path=/; SameSite=Lax; Secure');
  });

  it('renders nothing without a banner', () => {
    const { container } = renderBanner({ topBanner: null, mobileTopBanner: null });
    expect(container).toBeEmptyDOMElement();
    expect(hasTopBannerCookie('a=1')).toBe(false);
    expect(hasTopBannerCookie(undefined)).toBe(false);
  });
});
