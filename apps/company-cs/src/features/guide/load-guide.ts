import { withSections } from '@shop/ui';
import { LazyNote } from './lazy-note.tsx';

/** /_guide has no data: its loader only loads the code of its lazy section, so the server renders it at once. */
export const loadGuide = withSections(async () => null, [LazyNote]);
