import { parseDevice, type Device } from './parse-device.ts';

/** Paths whose pages the device guard leaves alone (spec section 2: "skipped for certain path prefixes"). */
export const DEVICE_GUARD_SKIP_PREFIXES = ['/popup/', '/app/', '/auth/sns/', '/_guide'] as const;

/** Spec section 9: the refresh after a device change waits 50 ms. */
export const DEVICE_REFRESH_DELAY_MS = 50;

/**
 * The device guard's decision for a navigation to `path`: skip it (a skipped prefix), keep the page (same device),
 * or refresh it (the browser now reads as another device than the one the page was rendered for, e.g. a phone
 * emulation switched on, so the server renders the layout of the new device).
 */
export function deviceGuard(path: string, rendered: Device, userAgent: string, skip: readonly string[] = DEVICE_GUARD_SKIP_PREFIXES): 'skip' | 'keep' | 'refresh' {
  if (skip.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix)) return 'skip';
  return parseDevice(userAgent).device === rendered ? 'keep' : 'refresh';
}
