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

/** A category without its children, as breadcrumbs list them. */
export type CategoryCrumb = Omit<Category, 'childCategories'>;

/** A category with the path from the root to it (root first, the category last), as `GET /api/item` returns it. */
export type CategoryWithBreadcrumbs = Category & { breadcrumbs: CategoryCrumb[] };

/** `GET /api/category`. */
export type CategoryListResponse = {
  /** Depth-1 roots, children nested. */
  list: Category[];
  /** 14-digit `yyyyMMddHHmmss`, sent back as `d` to the updated-check. */
  updatedDate: string;
};

/** `GET /api/category/updated-check?d=`. */
export type CategoryUpdatedCheckResponse = { categoryUpdateFlag: boolean };

/** Sort keys of item lists. */
export type ItemOrderBy = '' | 'ORDERING' | 'CREATED_DATE' | 'HITS' | 'SALE_PRICE';

/** Sort direction of item lists. */
export type SortDirection = 'ASC' | 'DESC';
