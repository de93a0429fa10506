import { isAppDevice, type Device } from './parse-device.ts';

/**
 * Spec section 3 "Device state": what the app's native side reports (push key, permission status, alarm and
 * receive settings). Until it reports, the defaults below; `status` defaults to 'N'.
 */
export type AppInfo = { key: string; status: 'Y' | 'N'; first: boolean; target: string; receive: boolean; alarm: boolean; pushAlertComplete: boolean };

export const DEFAULT_APP_INFO: AppInfo = { key: '', status: 'N', first: false, target: '', receive: false, alarm: false, pushAlertComplete: false };

/** The whole device state of a tab. */
export type DeviceState = { device: Device; appVersion: string; appInfo: AppInfo; firstAppAccess: boolean };

/** Browser storage key of the app's first access (set on the first page an app webview shows). */
export const APP_ACCESS_KEY = 'appAccess';
/** Browser storage key of the app info the native side last reported. */
export const APP_INFO_KEY = 'appInfo';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** Stored app info, each field checked; anything missing or malformed keeps its default. */
export function readAppInfo(raw: string | null): AppInfo {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) stored = parsed as Record<string, unknown>;
  } catch {
    // A broken entry is no entry.
  }
  const str = (k: keyof AppInfo) => (typeof stored[k] === 'string' ? (stored[k] as string) : (DEFAULT_APP_INFO[k] as string));
  const bool = (k: keyof AppInfo) => (typeof stored[k] === 'boolean' ? (stored[k] as boolean) : (DEFAULT_APP_INFO[k] as boolean));
  return {
    key: str('key'),
    status: stored.status === 'Y' ? 'Y' : 'N',
    first: bool('first'),
    target: str('target'),
    receive: bool('receive'),
    alarm: bool('alarm'),
    pushAlertComplete: bool('pushAlertComplete'),
  };
}

/**
 * The device state of this tab: the device and app version the server decided (the page's data attributes), the
 * stored app info, and whether this is the app's first access (true once, on the first page an app shows).
 */
export function deviceState(device: Device, appVersion: string, storage: Store | null): DeviceState {
  const appInfo = readAppInfo(storage?.getItem(APP_INFO_KEY) ?? null);
  let firstAppAccess = false;
  if (isAppDevice(device) && storage && !storage.getItem(APP_ACCESS_KEY)) {
    firstAppAccess = true;
    storage.setItem(APP_ACCESS_KEY, 'Y');
  }
  return { device, appVersion, appInfo, firstAppAccess };
}
