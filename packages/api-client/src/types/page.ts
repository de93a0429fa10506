/** Pagination block of every list answer (`currentPage` is 1-based). */
export type Pagination = {
  currentPage: number;
  size: number;
  totalElements: number;
  totalPages: number;
  first: boolean;
  last: boolean;
};

/** A page of `T`. */
export type Page<T> = { content: T[]; pagination: Pagination };
