/** Whether the tab bar's link to `href` is the current page's tab: home only on '/', the others for their section. */
export function isCurrentTab(href: string, pathname: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}
