import { withSections } from '@shop/ui';
import { loadHome } from '../../features/home/api/load-home.ts';
import { HOME_SECTIONS } from './home-sections.ts';

/** The loader of `/` with the code of its lazy sections. */
export const loader = withSections(loadHome, HOME_SECTIONS);
