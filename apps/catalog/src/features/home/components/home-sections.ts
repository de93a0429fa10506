import { lazySection } from '@shop/ui';

/**
 * The home sections below the first screen, hydrated lazily (`lazySection`) from one chunk. Shared by the page
 * and its loader, which loads their code so SSR and client navigations render them at once.
 */
const belowFold = () => import('./below-fold.ts');
export const TimeSaleSection = lazySection(() => belowFold().then((m) => m.TimeSaleSection));
export const BestSection = lazySection(() => belowFold().then((m) => m.BestSection));
export const BrandSection = lazySection(() => belowFold().then((m) => m.BrandSection));
export const MdSection = lazySection(() => belowFold().then((m) => m.MdSection));
export const ReviewSection = lazySection(() => belowFold().then((m) => m.ReviewSection));
export const EventSection = lazySection(() => belowFold().then((m) => m.EventSection));

export const HOME_SECTIONS = [TimeSaleSection, BestSection, BrandSection, MdSection, ReviewSection, EventSection];
