import type { Address } from '@shop/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseHandle } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import type { MemberAddressTable } from '../../db/schema-orders.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { apiError } from '../../http/error-table.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';

/** A member keeps at most 20 addresses. */
export const ADDRESS_LIMIT = 20;

export type AddressInput = { userDeliveryId?: number; title: string; userName: string; mobile: string; zipcode: string; address: string; addressDetail: string; defaultFlag: 'Y' | 'N' };

function toAddress(row: Selectable<MemberAddressTable>): Address {
  return {
    userDeliveryId: row.id, title: row.title, userName: row.userName, mobile: row.mobile, zipcode: row.zipcode, address: row.address,
    addressDetail: row.addressDetail, defaultFlag: row.defaultFlag,
  };
}

/** The member's address book, the default first, then newest first. */
export async function listAddresses(db: Kysely<Database>, memberId: number): Promise<Address[]> {
  const rows = await db.selectFrom('memberAddresses').selectAll().where('memberId', '=', memberId).orderBy('defaultFlag', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toAddress);
}

/**
 * Adds or edits an address (another member's id is a 404). The first address is the default; making one the default
 * clears the others in the same transaction, so there is never more than one.
 */
export async function saveAddress(handle: DatabaseHandle, memberId: number, input: AddressInput, now = Date.now()): Promise<Address> {
  const values = {
    title: input.title.trim() || input.userName.trim(), userName: input.userName.trim(), mobile: input.mobile.replace(/\D/g, ''), zipcode: input.zipcode,
    address: input.address.trim(), addressDetail: input.addressDetail.trim(),
  };
  const id = await writeTransaction(handle, async (trx) => {
    const existing = await trx.selectFrom('memberAddresses').select(['id', 'defaultFlag']).where('memberId', '=', memberId).execute();
    const makeDefault = input.defaultFlag === 'Y' || existing.length === 0 || (input.userDeliveryId !== undefined && existing.length === 1);
    if (makeDefault) await trx.updateTable('memberAddresses').set({ defaultFlag: 'N' }).where('memberId', '=', memberId).execute();
    if (input.userDeliveryId !== undefined) {
      const mine = existing.find((a) => a.id === input.userDeliveryId);
      if (!mine) throw apiError('ADDRESS_NOT_FOUND');
      await trx.updateTable('memberAddresses').set({ ...values, defaultFlag: makeDefault ? 'Y' : mine.defaultFlag }).where('id', '=', mine.id).where('memberId', '=', memberId).execute();
      return mine.id;
    }
    if (existing.length >= ADDRESS_LIMIT) throw apiError('ADDRESS_LIMIT');
    const row = await trx.insertInto('memberAddresses').values({ ...values, memberId, defaultFlag: makeDefault ? 'Y' : 'N', createdAt: toSeoulTimestamp(now) })
      .returning('id').executeTakeFirstOrThrow();
    return row.id;
  });
  return toAddress(await handle.db.selectFrom('memberAddresses').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
}

/** Deletes an address; when it was the default, the newest remaining one becomes the default. */
export async function deleteAddress(handle: DatabaseHandle, memberId: number, id: number): Promise<void> {
  await writeTransaction(handle, async (trx) => {
    const row = await trx.selectFrom('memberAddresses').select(['id', 'defaultFlag']).where('id', '=', id).where('memberId', '=', memberId).executeTakeFirst();
    if (!row) throw apiError('ADDRESS_NOT_FOUND');
    await trx.deleteFrom('memberAddresses').where('id', '=', id).execute();
    if (row.defaultFlag === 'Y') {
      const next = await trx.selectFrom('memberAddresses').select('id').where('memberId', '=', memberId).orderBy('id', 'desc').executeTakeFirst();
      if (next) await trx.updateTable('memberAddresses').set({ defaultFlag: 'Y' }).where('id', '=', next.id).execute();
    }
  });
}

/** Makes one of the member's addresses the only default. */
export async function setDefaultAddress(handle: DatabaseHandle, memberId: number, id: number): Promise<void> {
  await writeTransaction(handle, async (trx) => {
    const row = await trx.selectFrom('memberAddresses').select('id').where('id', '=', id).where('memberId', '=', memberId).executeTakeFirst();
    if (!row) throw apiError('ADDRESS_NOT_FOUND');
    await trx.updateTable('memberAddresses').set({ defaultFlag: 'N' }).where('memberId', '=', memberId).execute();
    await trx.updateTable('memberAddresses').set({ defaultFlag: 'Y' }).where('id', '=', id).execute();
  });
}
