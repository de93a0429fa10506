import * as v from 'valibot';

/** `'Y' | 'N'` flags of the wire format. */
export const YesNoSchema = v.picklist(['Y', 'N']);
export type YesNo = v.InferOutput<typeof YesNoSchema>;

/** Pagination block of every list answer (`currentPage` is 1-based). */
export const PaginationSchema = v.object({
  currentPage: v.number(),
  size: v.number(),
  totalElements: v.number(),
  totalPages: v.number(),
  first: v.boolean(),
  last: v.boolean(),
});
export type Pagination = v.InferOutput<typeof PaginationSchema>;

/** A page of `T`. */
export type Page<T> = { content: T[]; pagination: Pagination };

/**
 * The entries of a page of `item`, to spread into an answer that adds fields to the page.
 * @param item The entry schema.
 * @returns `{ content, pagination }` entries.
 */
export function pageEntries<T extends v.GenericSchema>(item: T) {
  return { content: v.array(item), pagination: PaginationSchema };
}

/**
 * A page of `item`.
 * @param item The entry schema.
 * @returns The page schema.
 */
export function pageOf<T extends v.GenericSchema>(item: T) {
  return v.object(pageEntries(item));
}

/** `{ status, message }` answers of mutations (`message` 'OK' where the API sends it). */
export const StatusAnswerSchema = v.object({ status: v.number(), message: v.optional(v.string()) });
export type StatusResponse = v.InferOutput<typeof StatusAnswerSchema>;

/** `{ status: 'OK' }` answers of reports and blocks. */
export const OkAnswerSchema = v.object({ status: v.literal('OK') });

/** Sort keys of item lists. */
export const ItemOrderBySchema = v.picklist(['', 'ORDERING', 'CREATED_DATE', 'HITS', 'SALE_PRICE']);
export type ItemOrderBy = v.InferOutput<typeof ItemOrderBySchema>;

/** Sort direction of item lists. */
export type SortDirection = 'ASC' | 'DESC';
