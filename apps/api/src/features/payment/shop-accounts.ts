import type { Kysely } from 'kysely';
import type { PaymentConfig } from '../../config/payment-env.ts';
import type { Database } from '../../db/schema.ts';
import { readBusinessInfo } from '../cs/settings-service.ts';

/** A deposit account of the shop as shoppers see it: the bank, the number, and the holder. */
export type ShopAccount = { bankName: string; accountNumber: string; accountHolder: string };

/**
 * The shop's deposit accounts (무통장입금): the banks and numbers of SHOP_BANK_ACCOUNTS, held by the company of the
 * business information (상호, the footer's source), so the shop has one identity everywhere. The same accounts for
 * every shopper: members of every kind and guests.
 */
export async function shopAccounts(db: Kysely<Database>, config: PaymentConfig): Promise<ShopAccount[]> {
  const { companyName } = await readBusinessInfo(db);
  return config.bankAccounts.map((account) => ({ ...account, accountHolder: companyName }));
}
