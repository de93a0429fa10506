import { buildSessionHeaders } from './build-session-headers.ts';

describe('buildSessionHeaders', () => {
  it('adds the bearer token when a token exists and the status is empty', () => {
    expect(buildSessionHeaders({ token: 'tok', status: null }, 'visitor')).toEqual({ Authorization: 'Bearer tok', SALESONID: 'visitor' });
    expect(buildSessionHeaders({ token: 'tok', status: '' }, null)).toEqual({ Authorization: 'Bearer tok' });
  });

  it('leaves the token out while an account status is pending', () => {
    expect(buildSessionHeaders({ token: 'tok', status: 'SLEEP_USER' }, 'visitor')).toEqual({ SALESONID: 'visitor' });
  });

  it('sends only the visitor id without a token, and nothing without either', () => {
    expect(buildSessionHeaders({ token: null, status: null }, 'visitor')).toEqual({ SALESONID: 'visitor' });
    expect(buildSessionHeaders({ token: '', status: undefined }, '')).toEqual({});
  });
});
