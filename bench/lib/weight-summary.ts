import { chainDepths, CRITICAL_TYPES, deepestChain, type ChainRequest } from './chain.ts';
import { addSizes, ZERO_SIZES, type Sizes } from './sizes.ts';

/** One request of a first load, with its sizes once it finished. */
export type RecordedRequest = ChainRequest & {
  status: number;
  /** Bytes on the wire (headers included), from CDP loadingFinished. */
  transferBytes: number;
  /** Body sizes for documents, scripts and stylesheets. */
  body?: Sizes;
  failed: boolean;
  /** When the browser sent it (epoch ms, CDP's wallTime). */
  startedAt?: number;
};

/**
 * The requests of the first load proper: those sent before the page started its idle-time load (the shell's
 * `shop:idle-load` mark, epoch ms), which fetches what a later tap needs and belongs to no first load.
 * @param requests Every request recorded while the page settled, in order.
 * @param idleLoadAt When the idle-time load started, or null when it did not within the window.
 * @returns The first load's requests.
 */
export function firstLoadRequests(requests: readonly RecordedRequest[], idleLoadAt: number | null): RecordedRequest[] {
  return idleLoadAt === null ? [...requests] : requests.filter((r) => r.startedAt === undefined || r.startedAt < idleLoadAt);
}

export type ScriptFigure = Sizes & { url: string; depth: number; initiatorType: string };

/** Body sizes plus `wire`: the bytes actually transferred (headers included; compressed only if the server did). */
export type Wired = Sizes & { wire: number };

export type PageWeight = {
  name: string;
  url: string;
  status: number;
  html: Wired;
  js: Wired & { requests: number };
  css: Wired & { requests: number };
  font: { bytes: number; requests: number };
  image: { bytes: number; requests: number };
  /** fetch/XHR calls made during the first load (API calls, polls). */
  dataRequests: number;
  totalRequests: number;
  /** Deepest chain of scripts, stylesheets and fonts after the HTML, and that chain. */
  chainDepth: number;
  chainPath: string[];
  /** Same over every request (images and data calls included). */
  chainDepthAll: number;
  chainPathAll: string[];
  /** Script or stylesheet URLs downloaded more than once. */
  duplicates: string[];
  scripts: ScriptFigure[];
};

function strip(url: string, origin: string): string {
  return url.startsWith(origin) ? url.slice(origin.length) : url;
}

/** Sums a first load into the figures the suite reports. URLs in the result are relative to the page's origin. */
export function summarizeLoad(name: string, pageUrl: string, requests: readonly RecordedRequest[]): PageWeight {
  const origin = new URL(pageUrl).origin;
  const nodes = chainDepths(requests);
  const depthOf = new Map(nodes.map((n) => [n.id, n.depth] as const));
  const ok = requests.filter((r) => !r.failed);
  const ofType = (t: string) => ok.filter((r) => r.resourceType === t);
  const sum = (list: RecordedRequest[]) => list.reduce((acc, r) => addSizes(acc, r.body ?? ZERO_SIZES), ZERO_SIZES);
  const doc = requests[0];
  const wire = (list: RecordedRequest[]) => list.reduce((n, r) => n + r.transferBytes, 0);
  const scripts = ofType('Script');
  const styles = ofType('Stylesheet');
  const fonts = ofType('Font');
  const images = ofType('Image');
  const seen = new Map<string, number>();
  for (const r of [...scripts, ...styles]) seen.set(r.url, (seen.get(r.url) ?? 0) + 1);
  const critical = deepestChain(nodes, CRITICAL_TYPES);
  const all = deepestChain(nodes);
  return {
    name,
    url: strip(pageUrl, origin) || '/',
    status: doc?.status ?? 0,
    html: { ...(doc?.body ?? ZERO_SIZES), wire: doc?.transferBytes ?? 0 },
    js: { ...sum(scripts), wire: wire(scripts), requests: scripts.length },
    css: { ...sum(styles), wire: wire(styles), requests: styles.length },
    font: { bytes: fonts.reduce((s, r) => s + r.transferBytes, 0), requests: fonts.length },
    image: { bytes: images.reduce((s, r) => s + r.transferBytes, 0), requests: images.length },
    dataRequests: ok.filter((r) => r.resourceType === 'Fetch' || r.resourceType === 'XHR').length,
    totalRequests: requests.length,
    chainDepth: critical.depth,
    chainPath: critical.path.map((u) => strip(u, origin)),
    chainDepthAll: all.depth,
    chainPathAll: all.path.map((u) => strip(u, origin)),
    duplicates: [...seen].filter(([, n]) => n > 1).map(([u]) => strip(u, origin)),
    scripts: scripts.map((r) => ({ url: strip(r.url, origin), ...(r.body ?? ZERO_SIZES), depth: depthOf.get(r.id) ?? 0, initiatorType: r.initiatorType })),
  };
}
