/**
 * The item page's sections below the first screen, in one chunk: the page hydrates them lazily (`lazySection`),
 * each when it nears the viewport or its tab is opened.
 */
export { InquiryTab } from './inquiry-tab.tsx';
export { ItemDetailContent } from '../../../components/item-detail-content.tsx';
export { ItemInfo } from './item-info.tsx';
export { RelatedItems } from './related-items.tsx';
export { ReviewTab } from './review-tab.tsx';
