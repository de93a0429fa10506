import { act, render, screen } from '@testing-library/react';
import { RouterProvider } from '@shop/router';
import { createMemoryRouter } from '@shop/router/engine';
import { UserLinks } from './header.tsx';
import { loginHref } from './login-link.ts';

describe('the header\'s 로그인 link', () => {
  it('comes back to the page the visitor was on', () => {
    expect(loginHref({ pathname: '/item/123', search: '?optionId=4' })).toBe('/auth/login?redirect=%2Fitem%2F123%3FoptionId%3D4');
    expect(loginHref({ pathname: '/display/md', search: '?tag=summer&x=1' })).toBe('/auth/login?redirect=%2Fdisplay%2Fmd%3Ftag%3Dsummer%26x%3D1');
    expect(loginHref({ pathname: '/', search: '' })).toBe('/auth/login');
    expect(loginHref({ pathname: '/auth/register', search: '' })).toBe('/auth/login');
    expect(loginHref({ pathname: '/auth/login', search: '?redirect=%2Fcart' })).toBe('/auth/login');
  });

  it('follows in-app navigation', async () => {
    const router = createMemoryRouter([{ path: '*', element: <UserLinks /> }], { initialEntries: ['/item/123?optionId=4'] });
    render(<RouterProvider router={router} />);
    const link = () => screen.getByRole('link', { name: '로그인' });
    expect(link().getAttribute('href')).toBe('/auth/login?redirect=%2Fitem%2F123%3FoptionId%3D4');
    await act(() => router.navigate('/cart'));
    expect(link().getAttribute('href')).toBe('/auth/login?redirect=%2Fcart');
  });
});
