import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderAt } from '@shop/testing';
import EmailCollectionRefusalPage from './email-collection-refusal.tsx';
import MarketingConsentPage from './marketing-consent.tsx';
import PrivacyPolicyPage from './privacy-policy.tsx';

const PAGES: [string, ComponentType, string, string, number][] = [
  ['/terms/privacy-policy', PrivacyPolicyPage, '개인정보처리방침', '개인정보처리방침', 12],
  ['/terms/marketing-consent', MarketingConsentPage, '마케팅 정보 수신 동의', '마케팅수신동의', 5],
  ['/terms/email-collection-refusal', EmailCollectionRefusalPage, '이메일무단수집거부', '이메일무단수집거부', 2],
];

describe.each(PAGES)('%s', (url, Page, title, tab, sections) => {
  it('shows its numbered sections under the terms tab bar with its tab marked', () => {
    renderAt(url, <Page />);

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toHaveLength(sections);
    headings.forEach((heading, index) => expect(heading).toMatch(new RegExp(`^${index + 1}\\. `)));
    const tabs = screen.getByRole('navigation', { name: '약관 및 정책' });
    expect(within(tabs).getByRole('link', { name: tab }).getAttribute('aria-current')).toBe('page');
  });
});
