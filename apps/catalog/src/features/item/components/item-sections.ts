import { lazySection } from '@shop/ui';

/**
 * The item page's sections below the first screen, hydrated lazily (`lazySection`) from one chunk, each when it
 * nears the viewport or its tab is opened. Shared by the page and its loader, which loads their code so SSR and
 * client navigations render them at once.
 */
const belowFold = () => import('./below-fold.ts');
export const RelatedItems = lazySection(() => belowFold().then((m) => m.RelatedItems));
export const ItemDetailContent = lazySection(() => belowFold().then((m) => m.ItemDetailContent));
export const ItemInfo = lazySection(() => belowFold().then((m) => m.ItemInfo));
export const ReviewTab = lazySection(() => belowFold().then((m) => m.ReviewTab));
export const InquiryTab = lazySection(() => belowFold().then((m) => m.InquiryTab));

export const ITEM_SECTIONS = [RelatedItems, ItemDetailContent, ItemInfo, ReviewTab, InquiryTab];
