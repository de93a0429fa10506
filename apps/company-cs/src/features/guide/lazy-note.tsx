import { lazySection } from '@shop/ui';

/** The guide's lazySection specimen (the route's loader preloads it through withSections, see load-guide.ts). */
export const LazyNote = lazySection(() => import('./lazy-note-body.tsx').then((m) => m.LazyNoteBody));
