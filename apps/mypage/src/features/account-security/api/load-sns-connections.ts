import { callContract, type SnsInfo } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';

/** `/account/sns-connections`: the member's linked accounts and the providers the store offers. */
export type SnsConnectionsData = SnsInfo;

export async function loadSnsConnections({ context }: LoaderFunctionArgs): Promise<SnsConnectionsData> {
  const { api } = context.get(appContext);
  return callContract(api, 'GET /api/auth/sns-info', { cache: 'no-store' });
}
