import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { SeoRecord } from '@shop/contracts';

/**
 * `GET /api/seo?u=<path>` (uncached; see `createCatalogCache().getSeo`, cached 10 s per path).
 * @param api The transport.
 * @param path The page path.
 * @returns The SEO record.
 */
export function getSeo(api: ApiTransport, path: string): Promise<SeoRecord> {
  return callContract(api, 'GET /api/seo', { query: { u: path } });
}
