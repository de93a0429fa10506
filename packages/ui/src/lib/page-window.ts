/** How many page numbers the pagination shows at once. */
export const PAGE_WINDOW_SIZE = 5;

/**
 * Page numbers to show around the current page: a window of `size` pages centred on `current` where possible,
 * shifted to stay inside 1..totalPages.
 * @example pageWindow(7, 20) // [5, 6, 7, 8, 9]
 * @example pageWindow(1, 3) // [1, 2, 3]
 */
export function pageWindow(current: number, totalPages: number, size: number = PAGE_WINDOW_SIZE): number[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), totalPages - size + 1));
  const end = Math.min(totalPages, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}
