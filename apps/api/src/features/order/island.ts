import type { IslandType } from '@shop/validators';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Whether a zipcode is in Jeju or on another island (its shipping surcharge); '' on the mainland or without one. */
export async function islandTypeOf(db: Kysely<Database>, zipcode: string | undefined): Promise<IslandType> {
  if (!zipcode) return '';
  const row = await db.selectFrom('islandZipcodes').select('islandType').where('zipcode', '=', zipcode).executeTakeFirst();
  return row?.islandType === 'JEJU' || row?.islandType === 'ISLAND' ? row.islandType : '';
}
