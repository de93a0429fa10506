/**
 * The home sections below the first screen, in one chunk: the page hydrates them lazily (`lazySection`), each
 * when it nears the viewport.
 */
export { BestSection } from './best-section.tsx';
export { BrandSection } from './brand-section.tsx';
export { EventSection } from './event-section.tsx';
export { MdSection } from './md-section.tsx';
export { ReviewSection } from './review-section.tsx';
export { TimeSaleSection } from './time-sale-section.tsx';
