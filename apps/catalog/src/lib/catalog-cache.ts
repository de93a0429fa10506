import { createCatalogCache } from '@shop/api-client';

/**
 * The category tree cache of this remote: one per server process and one per browser tab, refreshed after two
 * minutes only when the API reports a change (spec section 4).
 */
export const catalogCache = createCatalogCache();
