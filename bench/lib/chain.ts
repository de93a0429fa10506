// Request-chain depth from the initiators Chromium reports (CDP Network.requestWillBeSent).

/** One request as the suite records it. */
export type ChainRequest = {
  id: string;
  url: string;
  resourceType: string;
  /** 'parser' | 'script' | 'preload' | 'other' ... as CDP names it. */
  initiatorType: string;
  /**
   * Documents or scripts that caused the request: the parser's document (or stylesheet for fonts and images),
   * or every script URL on the initiating stack, async parents included.
   */
  initiatorUrls: string[];
};

export type ChainNode = { id: string; url: string; resourceType: string; depth: number; parent: string | null };

/** Resource types on the critical path (Lighthouse's critical request chains leave out images and data calls). */
export const CRITICAL_TYPES = new Set(['Document', 'Script', 'Stylesheet', 'Font']);

/**
 * Depth of every request after the HTML (the document is 0, what the HTML names is 1, what those load is 2 ...).
 * A request caused by a script can only start once every script on its stack has arrived, so its depth is one
 * more than the deepest script on that stack. Requests must come in the order they started. Initiators the page
 * did not load (inline code, the browser itself) count as the document.
 */
export function chainDepths(requests: readonly ChainRequest[]): ChainNode[] {
  const byUrl = new Map<string, ChainNode>();
  const nodes: ChainNode[] = [];
  requests.forEach((req, index) => {
    let depth = 0;
    let parent: string | null = null;
    if (index > 0 || req.resourceType !== 'Document') {
      depth = 1;
      for (const u of req.initiatorUrls) {
        const from = byUrl.get(u);
        if (from && from.id !== req.id && from.depth + 1 > depth) {
          depth = from.depth + 1;
          parent = from.url;
        }
      }
      if (parent === null) parent = requests[0]?.url ?? null;
    }
    const node = { id: req.id, url: req.url, resourceType: req.resourceType, depth, parent };
    nodes.push(node);
    if (!byUrl.has(req.url)) byUrl.set(req.url, node);
  });
  return nodes;
}

/** The deepest node among the given types, with the URLs from the HTML down to it. */
export function deepestChain(nodes: readonly ChainNode[], types?: ReadonlySet<string>): { depth: number; path: string[] } {
  const pool = types ? nodes.filter((n) => types.has(n.resourceType)) : nodes;
  const deepest = pool.reduce<ChainNode | null>((best, n) => (!best || n.depth > best.depth ? n : best), null);
  if (!deepest) return { depth: 0, path: [] };
  const byUrl = new Map(nodes.map((n) => [n.url, n] as const));
  const path: string[] = [];
  for (let n: ChainNode | undefined = deepest; n && path.length <= nodes.length; n = n.parent ? byUrl.get(n.parent) : undefined) {
    path.unshift(n.url);
    if (n.depth === 0) break;
  }
  return { depth: deepest.depth, path };
}
