import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { REMOTES } from '../remotes.config.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = process.env.E2E_BASE_URL ?? `http://localhost:${PORT}`;

/**
 * One project per specs folder: the shell's, each remote's that has specs (remotes.config.ts), `phone` (the
 * shopper's journeys on a phone, with taps: PHONE below), `after-sales` (an order's whole life across the remotes and
 * the operator: paid, shipped, delivered, cancelled, returned and exchanged), and `dev`
 * (`pnpm dev:remote` with React Fast Refresh, on its own ports E2E_PORT + 50 …); `scale-out` (instances checked
 * against each other) only against the scale-out topology (scripts/test-scale-out.ts sets E2E_SHELL_ORIGINS).
 */
export function e2eProjects(specsDir = new URL('./specs/', import.meta.url), scaleOut = Boolean(process.env.E2E_SHELL_ORIGINS)): string[] {
  const remotes = REMOTES.map((r) => r.folder).filter((folder) => existsSync(new URL(`${folder}/`, specsDir)));
  const journeys = ['phone', 'after-sales'].filter((folder) => existsSync(new URL(`${folder}/`, specsDir)));
  return ['shell', ...remotes, ...journeys, 'dev', ...(scaleOut ? ['scale-out'] : [])];
}

/**
 * Specs that change what every other test sees, kept out of their folders' projects and run in `shop-wide` (one
 * worker, after every other project): the shop in maintenance and a business approval, operator content (notices,
 * FAQs, company pages, business information), a remote faulted or redeployed under the shell.
 */
export const SHOP_WIDE_SPECS = ['company-cs/customer-service.spec.ts', 'company-cs/operator-content.spec.ts', 'shell/resilience.spec.ts'] as const;

/** Two workers, unless the scale-out run (one, as its topology is sized for) or E2E_WORKERS says otherwise. */
const WORKERS = Number(process.env.E2E_WORKERS ?? (process.env.E2E_SHELL_ORIGINS ? 1 : 2));

/**
 * The projects: every folder's (`testDir: ./specs/<name>`, without the shop-wide specs) and `shop-wide`. Outside the
 * scale-out run, `shop-wide` and `dev` (a stack of its own in development mode, the heaviest spec) depend on every
 * other project, so they start once the others are done, one worker each; a failure in an earlier project skips them
 * (listed as skipped in the summary), and the run fails either way.
 */
export function projectConfigs(names = e2eProjects(), scaleOut = Boolean(process.env.E2E_SHELL_ORIGINS)) {
  const first = names.filter((name) => name !== 'dev');
  const later = scaleOut ? {} : { dependencies: first, workers: 1 };
  return [
    ...first.map((name) => ({ name, testDir: `./specs/${name}`, testIgnore: SHOP_WIDE_SPECS.map((spec) => `**/${spec}`), ...(name === 'phone' ? { use: PHONE } : {}) })),
    { name: 'shop-wide', testDir: './specs', testMatch: SHOP_WIDE_SPECS.map((spec) => `**/${spec}`), ...later },
    ...(names.includes('dev') ? [{ name: 'dev', testDir: './specs/dev', ...later }] : []),
  ];
}

/**
 * The phone profile of the `phone` project: a Galaxy S24 in Chrome (a "Mobi" user agent: the shop's mobile layout,
 * with the fixed bottom tab bar) at 390x844, touch and a mobile viewport, so `locator.tap()` fails when something
 * covers its target.
 */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent: 'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1,
};

/**
 * The browser the specs drive: Debian's `chromium-headless-shell` when installed (scripts/test.sh installs it), else its
 * `chromium`. The headless shell is the same Blink and V8 without the full browser around them (Playwright's own
 * default for headless runs): about a third less CPU per spec on a 2-core machine, where the e2e run is bound by CPU.
 * CHROMIUM_PATH overrides it. The bench keeps the full browser (bench/lib/browser.ts).
 */
export const E2E_CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/**
 * Cross-remote e2e in Debian's Chromium. The stack (API on a fresh SQLite file, five remotes, shell) is started
 * by scripts/e2e-stack.ts on its own ports unless E2E_BASE_URL points at a running storefront.
 */
export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // E2E_RESULTS: another run's folder (the scale-out run of the gate keeps its own results and artifacts).
  reporter: [['list'], ['json', { outputFile: `${process.env.E2E_RESULTS ?? 'test-results'}/results.json` }]],
  outputDir: `${process.env.E2E_RESULTS ?? 'test-results'}/artifacts`,
  use: {
    baseURL: BASE_URL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: E2E_CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: projectConfigs(),
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node ../scripts/e2e-stack.ts',
        url: `http://127.0.0.1:${PORT}/healthz`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        stderr: 'pipe',
        env: { E2E_PORT: String(PORT) },
      },
});
