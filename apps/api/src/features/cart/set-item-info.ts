import type { SetItemInfo } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { apiError } from '../../http/error-table.ts';

/** The components of one of the owner's set lines: 404 for a line not theirs, 400 `NOT_SET_ITEM` for a line that is no set. */
export async function setItemInfo(db: Kysely<Database>, ownerKey: string, cartId: number): Promise<SetItemInfo> {
  const line = await db
    .selectFrom('carts')
    .innerJoin('items', 'items.id', 'carts.itemId')
    .select(['items.id', 'items.itemType'])
    .where('carts.id', '=', cartId)
    .where('carts.ownerKey', '=', ownerKey)
    .executeTakeFirst();
  if (!line) throw apiError('CART_NOT_FOUND');
  if (line.itemType !== '3') throw apiError('NOT_SET_ITEM');
  const parts = await db
    .selectFrom('itemSetComponents')
    .innerJoin('items', 'items.id', 'itemSetComponents.componentItemId')
    .leftJoin('itemImages', (join) => join.onRef('itemImages.itemId', '=', 'items.id').on('itemImages.ordering', '=', 1))
    .select(['items.id as itemId', 'items.itemUserCode', 'items.name as itemName', 'itemImages.path as itemImage', 'itemSetComponents.quantity', 'items.couponUseFlag'])
    .where('itemSetComponents.setItemId', '=', line.id)
    .orderBy('itemSetComponents.ordering')
    .execute();
  return { buyItems: parts.map((p) => ({ ...p, itemImage: p.itemImage ?? null })) };
}
