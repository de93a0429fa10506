import type { Page } from '@shop/contracts';

/** Wraps one page of content with its pagination numbers. */
export function pageOf<T>(content: T[], page: number, size: number, totalElements: number): Page<T> {
  const totalPages = Math.ceil(totalElements / size);
  return {
    content,
    pagination: { currentPage: page, size, totalElements, totalPages, first: page === 1, last: page >= totalPages },
  };
}
