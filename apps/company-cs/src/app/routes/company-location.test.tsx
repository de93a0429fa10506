import { screen, within } from '@testing-library/react';
import { renderAt } from '@shop/testing';
import CompanyLocationPage from './company-location.tsx';

describe('CompanyLocationPage', () => {
  it('gives the head office address, the directions and the phone number', () => {
    renderAt('/company/location', <CompanyLocationPage />);

    expect(screen.getByRole('heading', { level: 1, name: '오시는 길' })).toBeTruthy();
    expect(screen.getByText('서울특별시 강남구 테헤란로 123, 10층 (역삼동)')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: '지하철' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '1588-0000' }).getAttribute('href')).toBe('tel:1588-0000');
  });

  it('marks 오시는 길 in the company sub-menu next to 회사소개', () => {
    renderAt('/company/location', <CompanyLocationPage />);

    const menu = screen.getByRole('navigation', { name: '회사 메뉴' });
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['회사소개', '오시는 길']);
    expect(within(menu).getByRole('link', { name: '오시는 길' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: '회사소개' }).getAttribute('aria-current')).toBeNull();
  });
});
