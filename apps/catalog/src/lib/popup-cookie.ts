import { parseCookieHeader } from '@shop/session';

/** Prefix of the cookie that hides one main popup for the rest of the day: `MAIN_POPUP_<popupId>=Y`. */
export const MAIN_POPUP_COOKIE_PREFIX = 'MAIN_POPUP_';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Asia/Seoul is UTC+9 all year (no daylight saving time). */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * The next midnight in Asia/Seoul after `nowMs`, as epoch milliseconds.
 * @example endOfSeoulDay(Date.UTC(2025, 5, 1, 14, 59)) // Date.UTC(2025, 5, 1, 15, 0): 2 June 00:00 in Seoul
 */
export function endOfSeoulDay(nowMs: number): number {
  return Math.floor((nowMs + SEOUL_OFFSET_MS) / DAY_MS) * DAY_MS + DAY_MS - SEOUL_OFFSET_MS;
}

/**
 * The `document.cookie` assignment of "오늘 하루 보지 않기": hides popup `popupId` on the whole site until the end of
 * the day in Seoul.
 * @example hidePopupCookie(1, now, true) // 'MAIN_POPUP_1=Y; Expires=Sun, 01 Jun 2025 15:00:00 GMT; Path=/; SameSite=Lax; Secure'
 */
export function hidePopupCookie(popupId: number, nowMs: number, secure: boolean): string {
  const expires = new Date(endOfSeoulDay(nowMs)).toUTCString();
  return `${MAIN_POPUP_COOKIE_PREFIX}${popupId}=Y; Expires=${expires}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Ids of the popups a `Cookie` header (or `document.cookie`) hides for today.
 * @example hiddenPopupIds('a=1; MAIN_POPUP_2=Y') // Set { 2 }
 */
export function hiddenPopupIds(cookieHeader: string | null | undefined): Set<number> {
  const ids = new Set<number>();
  if (!cookieHeader) return ids;
  for (const [name, value] of Object.entries(parseCookieHeader(cookieHeader))) {
    const id = name.startsWith(MAIN_POPUP_COOKIE_PREFIX) ? name.slice(MAIN_POPUP_COOKIE_PREFIX.length) : '';
    if (value && /^[1-9]\d{0,9}$/.test(id)) ids.add(Number(id));
  }
  return ids;
}
