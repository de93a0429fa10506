import type { DataRouter } from '@shop/router';

export type ReleaseInfo = { shell: string; remotes: Record<string, string> };

/**
 * Whether a `/__release` answer has the shape of a release (checked by hand, not with valibot: this runs in every
 * page's first load, whose bytes are budgeted).
 */
export function isReleaseInfo(value: unknown): value is ReleaseInfo {
  if (typeof value !== 'object' || value === null) return false;
  const { shell, remotes } = value as Record<string, unknown>;
  return typeof shell === 'string' && typeof remotes === 'object' && remotes !== null && Object.values(remotes).every((v) => typeof v === 'string');
}

/** True when the release the page was built from differs from the one now served. */
export function isNewRelease(current: ReleaseInfo, latest: ReleaseInfo): boolean {
  if (current.shell !== latest.shell) return true;
  return Object.entries(latest.remotes).some(([name, version]) => current.remotes[name] !== undefined && current.remotes[name] !== version);
}

/** Spec section 9: a release reload is not repeated within 10 s (no reload loop while a release settles). */
export const RELOAD_GUARD_MS = 10_000;
const RELOAD_KEY = 'shop:release-reload';

/** Whether a reload may happen now, given when the last one of this tab's session happened (ms, or null). */
export function mayReload(last: number | null, now: number): boolean {
  return last === null || !(now - last < RELOAD_GUARD_MS);
}

/** The running watch: `markStale` makes the next navigation a full load; `stop` ends the polling. */
export type ReleaseWatch = { markStale: () => void; stop: () => void };

/**
 * Spec section 4 "Releases": the release is polled; once a new one is out, or page code failed to load, the
 * next navigation is a full page load, so the visitor gets matching HTML, containers and data in one go.
 */
export function watchReleases(router: DataRouter, current: ReleaseInfo, intervalMs = 30_000): ReleaseWatch {
  let stale = false;
  const check = async () => {
    try {
      const res = await fetch('/__release', { cache: 'no-store' });
      const latest: unknown = res.ok ? await res.json() : null;
      if (isReleaseInfo(latest) && isNewRelease(current, latest)) stale = true;
    } catch {
      // Offline or the shell restarting: try again on the next tick.
    }
  };
  const timer = window.setInterval(() => void check(), intervalMs);
  const unsubscribe = router.subscribe((state) => {
    const next = state.navigation.location;
    if (stale && state.navigation.state === 'loading' && next) {
      const now = Date.now();
      let last: number | null = null;
      try {
        last = Number(sessionStorage.getItem(RELOAD_KEY)) || null;
        if (mayReload(last, now)) sessionStorage.setItem(RELOAD_KEY, String(now));
      } catch {
        // No session storage: no guard.
      }
      if (mayReload(last, now)) window.location.assign(`${next.pathname}${next.search}${next.hash}`);
    }
  });
  return {
    markStale: () => {
      stale = true;
    },
    stop: () => {
      window.clearInterval(timer);
      unsubscribe();
    },
  };
}
