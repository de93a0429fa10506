import { callContract, type Address } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';

/** What /account/addresses shows. */
export type AddressesData = { addresses: Address[] };

/** `/account/addresses`: the member's address book, default first. */
export async function loadAddresses({ context }: LoaderFunctionArgs): Promise<AddressesData> {
  const { api } = context.get(appContext);
  return { addresses: (await callContract(api, 'GET /api/shipping', { cache: 'no-store' })).list };
}
