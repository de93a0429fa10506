import { BusinessInfoSchema, ContentBlockSchema, PolicyDocumentSchema, SiteStatusSchema } from './wire/cs.ts';
import { ItemDetailSchema } from './wire/item.ts';

/**
 * Wire shapes the API also stores as JSON in database columns, for reading those columns back by a schema
 * (`@shop/contracts/stored-json`). Kept apart from the package index: only the API's data layer needs them.
 */
export { BusinessInfoSchema, ContentBlockSchema, PolicyDocumentSchema, SiteStatusSchema };

/** An item's notice table (`items.infos`): title and text of each line. */
export const ItemInfosSchema = ItemDetailSchema.entries.infos;
