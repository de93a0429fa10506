import { screen, within } from '@testing-library/react';
import { renderAt } from '@shop/testing';
import TermsOfServicePage from './terms-of-service.tsx';

describe('TermsOfServicePage', () => {
  it('shows the full terms: numbered articles from 제1조 (목적) and the 부칙', () => {
    renderAt('/terms/terms-of-service', <TermsOfServicePage />);

    expect(screen.getByRole('heading', { level: 1, name: '이용약관' })).toBeTruthy();
    const articles = screen.getAllByRole('heading', { level: 3 });
    expect(articles.length).toBeGreaterThanOrEqual(15);
    expect(articles[0]?.textContent).toBe('제1조 (목적)');
    articles.forEach((heading, index) => expect(heading.textContent).toMatch(new RegExp(`^제${index + 1}조 \\(`)));
    expect(screen.getByRole('heading', { level: 2, name: '부칙' })).toBeTruthy();
  });

  it('links every article from the table of contents', () => {
    renderAt('/terms/terms-of-service', <TermsOfServicePage />);

    const toc = screen.getByRole('navigation', { name: '목차' });
    const firstLink = within(toc).getByRole('link', { name: '제1조 (목적)' });
    expect(firstLink.getAttribute('href')).toBe('#article-1');
    expect(document.getElementById('article-1')?.textContent).toBe('제1조 (목적)');
  });

  it('marks the current page in the terms tab bar', () => {
    renderAt('/terms/terms-of-service', <TermsOfServicePage />);

    const tabs = screen.getByRole('navigation', { name: '약관 및 정책' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/terms/terms-of-service',
      '/terms/privacy-policy',
      '/terms/marketing-consent',
      '/terms/email-collection-refusal',
    ]);
    expect(within(tabs).getByRole('link', { name: '이용약관' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: '개인정보처리방침' }).getAttribute('aria-current')).toBeNull();
  });
});
