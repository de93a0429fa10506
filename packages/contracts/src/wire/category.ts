import * as v from 'valibot';

/** A node of the category tree (`link` is `/categories/{url}`). */
export type Category = {
  categoryId: number;
  code: string;
  url: string;
  name: string;
  link: string;
  /** 1 for the top level. */
  depth: number;
  parentCategoryId: number | null;
  /** Picture path, or null (the API always sends it; optional only for older fixtures). */
  image?: string | null;
  childCategories: Category[];
};

const crumbEntries = {
  categoryId: v.number(),
  code: v.string(),
  url: v.string(),
  name: v.string(),
  link: v.string(),
  depth: v.number(),
  parentCategoryId: v.nullable(v.number()),
  image: v.optional(v.nullable(v.string())),
};

/** A category with its children, nested. */
export const CategorySchema: v.GenericSchema<Category> = v.object({
  ...crumbEntries,
  childCategories: v.array(v.lazy(() => CategorySchema)),
});

/** A category without its children, as breadcrumbs list them. */
export const CategoryCrumbSchema = v.object(crumbEntries);
export type CategoryCrumb = v.InferOutput<typeof CategoryCrumbSchema>;

/** A category with the path from the root to it (root first), as `GET /api/item` returns it. */
export const CategoryWithBreadcrumbsSchema = v.object({
  ...crumbEntries,
  childCategories: v.array(CategorySchema),
  breadcrumbs: v.array(CategoryCrumbSchema),
});
export type CategoryWithBreadcrumbs = v.InferOutput<typeof CategoryWithBreadcrumbsSchema>;

/** `GET /api/category`: depth-1 roots (children nested) and the 14-digit date of the last change. */
export const CategoryListResponseSchema = v.object({ list: v.array(CategorySchema), updatedDate: v.string() });
export type CategoryListResponse = v.InferOutput<typeof CategoryListResponseSchema>;

/** `GET /api/category/updated-check?d=`. */
export const CategoryUpdatedCheckResponseSchema = v.object({ categoryUpdateFlag: v.boolean() });
export type CategoryUpdatedCheckResponse = v.InferOutput<typeof CategoryUpdatedCheckResponseSchema>;
