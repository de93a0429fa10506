import { endOfSeoulDay, hiddenPopupIds, hidePopupCookie } from './popup-cookie.ts';

describe('main popup cookie', () => {
  it('lasts until the next midnight in Seoul', () => {
    // 1 June 23:59 in Seoul is 14:59 UTC; the day ends at 15:00 UTC.
    expect(endOfSeoulDay(Date.UTC(2025, 5, 1, 14, 59))).toBe(Date.UTC(2025, 5, 1, 15, 0));
    // 2 June 00:00 in Seoul starts a new day, which ends 24 hours later.
    expect(endOfSeoulDay(Date.UTC(2025, 5, 1, 15, 0))).toBe(Date.UTC(2025, 5, 2, 15, 0));
    // 2 June 09:30 in Seoul (00:30 UTC) still ends at the same midnight.
    expect(endOfSeoulDay(Date.UTC(2025, 5, 2, 0, 30))).toBe(Date.UTC(2025, 5, 2, 15, 0));
  });

  it('is one cookie per popup, site-wide', () => {
    expect(hidePopupCookie(3, Date.UTC(2025, 5, 2, 0, 30), false)).toBe('MAIN_POPUP_3=Y; Expires=Mon, 02 Jun 2025 15:00:00 GMT; Path=/; SameSite=Lax');
    expect(hidePopupCookie(3, Date.UTC(2025, 5, 2, 0, 30), true)).toMatch(/; Secure$/);
  });

  it('reads the hidden popup ids from a cookie header', () => {
    expect([...hiddenPopupIds('a=1; MAIN_POPUP_2=Y; MAIN_POPUP_10=Y')]).toEqual([2, 10]);
    expect([...hiddenPopupIds('MAIN_POPUP_x=Y; MAIN_POPUP_=Y; MAIN_POPUP_4=')]).toEqual([]);
    expect(hiddenPopupIds(undefined).size).toBe(0);
    expect(hiddenPopupIds('').size).toBe(0);
  });
});
