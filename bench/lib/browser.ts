import type { LaunchOptions } from 'playwright-core';
import e2eConfig from '../../e2e/playwright.config.ts';

/** Debian's chromium with the e2e suite's flags (e2e/playwright.config.ts), so both drive the same browser. */
export function chromiumLaunchOptions(): LaunchOptions & { executablePath: string; args: string[] } {
  const launch = e2eConfig.use?.launchOptions ?? {};
  return { executablePath: launch.executablePath ?? '/usr/bin/chromium', args: [...(launch.args ?? [])] };
}

/** Lighthouse's default mobile device (Moto G Power 2022): the viewport every page-weight figure is taken in. */
export const MOBILE_DEVICE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;
