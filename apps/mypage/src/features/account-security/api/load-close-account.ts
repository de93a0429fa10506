import { callContract, type SecedeInfo } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';

/** `/account/close-account`: what closing loses (points, coupons) and whether a password is asked. */
export type CloseAccountData = SecedeInfo;

export async function loadCloseAccount({ context }: LoaderFunctionArgs): Promise<CloseAccountData> {
  const { api } = context.get(appContext);
  return callContract(api, 'GET /api/auth/secede', { cache: 'no-store' });
}
