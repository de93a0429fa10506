import { statusRedirectFor } from './status-redirects.ts';

describe('statusRedirectFor', () => {
  it('sends a dormant member to the dormant-account page', () => {
    expect(statusRedirectFor('/cart', true, 'SLEEP_USER')).toBe('/account/dormant-account');
  });

  it('sends expired and temporary passwords to their pages', () => {
    expect(statusRedirectFor('/', true, 'PASSWORD_EXPIRED')).toBe('/auth/update-expired-password');
    expect(statusRedirectFor('/mypage', true, 'TEMP_PASSWORD')).toBe('/auth/update-temporary-password');
  });

  it('never redirects on exempt paths, without a token or without a status', () => {
    expect(statusRedirectFor('/auth/login', true, 'SLEEP_USER')).toBeNull();
    expect(statusRedirectFor('/account/dormant-account', true, 'SLEEP_USER')).toBeNull();
    expect(statusRedirectFor('/cart', false, 'SLEEP_USER')).toBeNull();
    expect(statusRedirectFor('/cart', true, '')).toBeNull();
  });

  it('lets unknown statuses through', () => {
    expect(statusRedirectFor('/cart', true, 'SOMETHING_ELSE')).toBeNull();
  });
});
