import type { ItemCard, Page } from '@shop/api-client';
import type { ProductCardItem } from '@shop/ui';
import { toCardItem } from './card-item.ts';

/** A page of product cards as list pages carry it in loader data. */
export type CardPageData = {
  items: ProductCardItem[];
  currentPage: number;
  totalPages: number;
  totalElements: number;
};

/** The loader-data form of an API page of items (only what cards show). */
export function toCardPage(page: Page<ItemCard>): CardPageData {
  return {
    items: page.content.map(toCardItem),
    currentPage: page.pagination.currentPage,
    totalPages: page.pagination.totalPages,
    totalElements: page.pagination.totalElements,
  };
}
