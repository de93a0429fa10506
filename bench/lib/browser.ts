import type { LaunchOptions } from 'playwright-core';
import e2eConfig from '../../e2e/playwright.config.ts';

/**
 * Debian's full chromium (BENCH_CHROMIUM overrides it) with the e2e suite's flags (e2e/playwright.config.ts). Not the
 * headless shell the e2e specs drive: Lighthouse runs the full browser's new headless mode, and every figure is the
 * one a shopper's Chrome would compute.
 */
export function chromiumLaunchOptions(): LaunchOptions & { executablePath: string; args: string[] } {
  const launch = e2eConfig.use?.launchOptions ?? {};
  return { executablePath: process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium', args: [...(launch.args ?? [])] };
}

/** Lighthouse's default mobile device (Moto G Power 2022): the viewport every page-weight figure is taken in. */
export const MOBILE_DEVICE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;
