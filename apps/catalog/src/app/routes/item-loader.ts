import { withSections } from '@shop/ui';
import { loadItem } from '../../features/item/api/load-item.ts';
import { ITEM_SECTIONS } from './item-sections.ts';

/** The loader of `/items/:id` with the code of its lazy sections. */
export const loader = withSections(loadItem, ITEM_SECTIONS);
