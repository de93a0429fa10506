import type { DataRouter } from '@shop/router';
import { deviceState, type DeviceState } from './app-info.ts';
import { isCurrentTab } from './current-tab.ts';
import { DEVICE_REFRESH_DELAY_MS, deviceGuard } from './device-guard.ts';
import { DEVICES, type Device } from './parse-device.ts';

declare global {
  interface Window {
    /** The device state of this tab (spec section 3), for the apps' native bridges. */
    __SHOP_DEVICE__?: DeviceState;
  }
}

type Env = { doc: Document; win: Window };

function storageOf(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null; // storage disabled: no first-access memory
  }
}

/** Marks the tab bar's link of the current section. */
function markCurrentTab(doc: Document, pathname: string): void {
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('.shell-tabbar a[data-shell-tab]')) {
    if (isCurrentTab(link.getAttribute('href') ?? '', pathname)) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
}

/**
 * The browser side of the device (loaded with the navigation engine, never on the first load): the device state
 * from the server's decision (<html data-device>), the device guard on every navigation (a page rendered for
 * another device than the browser now is refreshes 50 ms later, except on the skipped prefixes), and the bottom
 * tab bar: its links navigate in the page (its 카테고리 button needs no script: tab-bar.ts).
 */
export function followDevice(router: Pick<DataRouter, 'subscribe' | 'state' | 'navigate'>, { doc, win }: Env = { doc: document, win: window }): () => void {
  const attribute = doc.documentElement.dataset.device ?? 'PC';
  const rendered: Device = (DEVICES as readonly string[]).includes(attribute) ? (attribute as Device) : 'PC';
  win.__SHOP_DEVICE__ = deviceState(rendered, doc.documentElement.dataset.appVersion ?? '', storageOf(win));

  let shown = router.state.location.pathname;
  let refreshing = false;
  const unsubscribe = router.subscribe((state) => {
    const path = state.location.pathname;
    if (state.navigation.state !== 'idle' || path === shown) return;
    shown = path;
    markCurrentTab(doc, path);
    if (!refreshing && deviceGuard(path, rendered, win.navigator.userAgent) === 'refresh') {
      refreshing = true;
      win.setTimeout(() => win.location.reload(), DEVICE_REFRESH_DELAY_MS);
    }
  });

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = target.closest<HTMLAnchorElement>('.shell-tabbar a[data-shell-tab]');
    if (!link) return;
    event.preventDefault();
    void router.navigate(link.getAttribute('href') ?? '/');
  };
  doc.addEventListener('click', onClick);
  return () => {
    unsubscribe();
    doc.removeEventListener('click', onClick);
  };
}
