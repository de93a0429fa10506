/** Spec section 3 "Device state": the in-app webviews of the shop's Android and iOS apps, other phones, the rest. */
export const DEVICES = ['ANDROID', 'IOS', 'MOBILE', 'PC'] as const;
export type Device = (typeof DEVICES)[number];

/** Markers the shop's apps put in their webview's user agent (reference-behaviour: "Device detection"). */
export const APP_MARKERS = { ANDROID: 'SALESON_APPLICATION_ANDROID', IOS: 'SALESON_APPLICATION_IOS' } as const;

export type DeviceInfo = {
  device: Device;
  /** The app's version from `appver=x.y.z` in the user agent ('' outside the apps). */
  appVersion: string;
  /** Anything but PC gets the mobile layout. */
  mobileFlag: boolean;
};

/**
 * The device of a user agent: an app marker first (ANDROID, IOS), then "Mobi" (MOBILE), else PC; the app version
 * from `appver=`. Decided on the server from the request and again in the browser from `navigator.userAgent`:
 * the same text gives the same answer on both sides.
 */
export function parseDevice(userAgent: string | undefined | null): DeviceInfo {
  const ua = userAgent ?? '';
  const device: Device = ua.includes(APP_MARKERS.ANDROID) ? 'ANDROID' : ua.includes(APP_MARKERS.IOS) ? 'IOS' : /Mobi/.test(ua) ? 'MOBILE' : 'PC';
  const appVersion = device === 'ANDROID' || device === 'IOS' ? (/appver=(\d+(?:\.\d+){0,3})/i.exec(ua)?.[1] ?? '') : '';
  return { device, appVersion, mobileFlag: device !== 'PC' };
}

/** Whether a device is one of the shop's apps. */
export const isAppDevice = (device: Device): boolean => device === 'ANDROID' || device === 'IOS';
