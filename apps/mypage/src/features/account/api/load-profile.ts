import { callContract, type Profile } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';

/** What /account/profile starts with: the profile at once for a social member, else null until the password is re-checked. */
export type ProfileData = { profile: Profile | null };

/** `/account/profile`. */
export async function loadProfile({ context }: LoaderFunctionArgs): Promise<ProfileData> {
  return { profile: (await callContract(context.get(appContext).api, 'GET /api/mypage/profile', { query: { verifyToken: '' }, cache: 'no-store' })).profile };
}
