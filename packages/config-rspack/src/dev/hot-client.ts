/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Development builds of a remote only (`pnpm dev:remote`): runs in the remote container's runtime, polls the
// build's hot-status.json and applies new builds with HMR, so React Fast Refresh re-renders changed components in
// place and keeps their state. New stylesheets are swapped in. An update that cannot be applied reloads the page.
import type { HotStatus } from '../dev-refresh.ts';

declare const __webpack_public_path__: string;
declare const __webpack_hash__: string;

type Hot = { check(autoApply: boolean): Promise<unknown[] | null>; status(): string };

const hot = (import.meta as ImportMeta & { webpackHot?: Hot }).webpackHot;
const base = __webpack_public_path__;
const POLL_MS = 1000;
let busy = false;

/**
 * Reloads once the shell serves this build (its `/__release` names the new container), so the server renders
 * what the browser then hydrates; gives up waiting after a few seconds.
 */
async function reload(reason: string, entry: string): Promise<void> {
  console.warn(`[hot] ${reason}; reloading the page`);
  const deadline = Date.now() + 5000;
  while (entry && Date.now() < deadline) {
    const release = (await fetch('/__release', { cache: 'no-store' })
      .then((r) => r.json())
      .catch(() => null)) as { remotes?: Record<string, string> } | null;
    if (Object.values(release?.remotes ?? {}).some((version) => version.includes(entry))) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  window.location.reload();
}

function swapStylesheets(files: string[]): void {
  const wanted = new Set(files.map((file) => new URL(file, base).href));
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((l) => l.href.startsWith(new URL(base, location.href).href));
  if (!links.length) return;
  const present = new Set(links.map((l) => l.href));
  const added = [...wanted].filter((href) => !present.has(href));
  const stale = links.filter((l) => !wanted.has(l.href));
  if (!added.length && !stale.length) return;
  let pending = added.length;
  const dropStale = () => stale.forEach((l) => l.remove());
  if (!pending) dropStale();
  for (const href of added) {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    link.onload = link.onerror = () => {
      pending -= 1;
      if (!pending) dropStale();
    };
    document.head.append(link);
  }
}

async function poll(): Promise<void> {
  if (busy || !hot || hot.status() !== 'idle') return;
  busy = true;
  try {
    // A build still being written, or the dev server stopping: ask again on the next tick.
    const status = (await fetch(new URL('hot-status.json', base), { cache: 'no-store' })
      .then((r) => (r.ok ? r.json() : null))
      .catch(() => null)) as HotStatus | null;
    if (!status) return;
    swapStylesheets(status.css);
    if (!status.hash || status.hash === __webpack_hash__) return;
    try {
      const updated = await hot.check(true);
      if (!updated && status.hash !== __webpack_hash__) await reload('this page missed a build', status.entry);
    } catch (error) {
      await reload(`update not applied (${error instanceof Error ? error.message : String(error)})`, status.entry);
    }
  } finally {
    busy = false;
  }
}

if (hot) setInterval(() => void poll(), POLL_MS);
