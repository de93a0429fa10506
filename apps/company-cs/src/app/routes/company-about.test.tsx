import { screen, within } from '@testing-library/react';
import { renderAt } from '@shop/testing';
import CompanyAboutPage from './company-about.tsx';

describe('CompanyAboutPage', () => {
  it('presents the shop and its business details in a table', () => {
    renderAt('/company/about', <CompanyAboutPage />);

    expect(screen.getByRole('heading', { level: 1, name: '세일즈온 스토어' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '이런 상품을 판매합니다' })).toBeTruthy();

    const table = screen.getByRole('table', { name: '세일즈온 스토어 주식회사 사업자 정보' });
    const row = within(table).getByRole('row', { name: /사업자등록번호/ });
    expect(within(row).getByRole('cell').textContent).toMatch(/^\d{3}-\d{2}-\d{5}$/);
    expect(within(table).getByRole('rowheader', { name: '통신판매업 신고번호' })).toBeTruthy();
  });

  it('offers the customer-service contact and marks 회사소개 in the sub-menu', () => {
    renderAt('/company/about', <CompanyAboutPage />);

    expect(screen.getByRole('link', { name: '1588-0000' }).getAttribute('href')).toBe('tel:1588-0000');
    const menu = screen.getByRole('navigation', { name: '회사 메뉴' });
    expect(within(menu).getByRole('link', { name: '회사소개' }).getAttribute('aria-current')).toBe('page');
  });
});
