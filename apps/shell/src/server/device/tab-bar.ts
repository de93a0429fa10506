import { DEVICE_MESSAGES as M } from '../../messages/device.ko.ts';
import { escapeHtml } from '../html.ts';
import { isCurrentTab } from '../../app/device/current-tab.ts';

const icon = (path: string) => `<svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22"><path d="${path}" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linejoin="round"/></svg>`;

const TABS: { label: string; href?: string; icon: string }[] = [
  { label: M.home, href: '/', icon: 'M3 11l9-7 9 7v9H3z' },
  { label: M.categories, icon: 'M4 6h16M4 12h16M4 18h16' },
  { label: M.search, href: '/search', icon: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm5-2l5 5' },
  { label: M.cart, href: '/cart', icon: 'M6 6h15l-1.5 9h-12L6 6zm0 0L5 3H2' },
  { label: M.mypage, href: '/mypage', icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9c0-4 4-6 8-6s8 2 8 6' },
];

/** 카테고리 opens the header's category menu (the drawer on mobile) from the first paint, with no script to load. */
const OPEN_DRAWER = "var m=document.querySelector('.shell-catmenu');if(m){m.open=true;var a=m.querySelector('.shell-catmenu__panel a');if(a)a.focus()}";
/** The drawer's close button, before the bundle runs (React's handler does the same once it has). */
const CLOSE_DRAWER = "var c=document.querySelector('.shell-catmenu');if(c)c.open=false";

/**
 * The tab bar's one behaviour before any bundle runs, as a delegated listener in the page's nonce'd inline script
 * (an inline `onclick` attribute would need 'unsafe-hashes' in the Content-Security-Policy).
 */
export const TAB_BAR_SCRIPT = `document.addEventListener('click',function(e){var t=e.target;if(t&&t.closest&&t.closest('[data-shell-open="categories"]')){${OPEN_DRAWER}}if(t&&t.closest&&t.closest('[data-shell-close="categories"]')){${CLOSE_DRAWER}}});`;

/**
 * The bottom tab bar of the mobile layout. Plain server HTML after the app's root, outside what React hydrates: no
 * JavaScript on the first load, nothing to mismatch. CSS shows it for every device but PC (device.css), from the
 * first paint, with the page's bottom padding reserved by the same rule: no layout shift. Once the navigation
 * engine is there, its links navigate in the page (follow-device.ts); 카테고리 opens the category drawer at once.
 */
export function renderTabBar(pathname: string): string {
  const items = TABS.map((tab) =>
    tab.href
      ? `<a href="${escapeHtml(tab.href)}" data-shell-tab${isCurrentTab(tab.href, pathname) ? ' aria-current="page"' : ''}>${icon(tab.icon)}<span>${escapeHtml(tab.label)}</span></a>`
      : `<button type="button" data-shell-open="categories">${icon(tab.icon)}<span>${escapeHtml(tab.label)}</span></button>`,
  ).join('');
  return `<nav class="shell-tabbar" aria-label="${escapeHtml(M.tabBar)}">${items}</nav>`;
}
