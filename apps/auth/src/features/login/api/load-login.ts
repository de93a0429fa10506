import type { LoaderFunctionArgs } from '@shop/router';
import { redirect } from '@shop/router';
import { appContext, isLoggedInAtom } from '@shop/session';
import { EXPIRED_PARAM, REDIRECT_PARAM, type SnsProvider } from '../../../config/paths.ts';
import { configuredSnsProviders } from '../../../lib/sns-providers.ts';
import { safeRedirectTarget } from '../safe-redirect.ts';

/** Loader data of `/auth/login`: the social sign-ins to offer under the form. */
export type LoginData = { providers: SnsProvider[] };

/**
 * `/auth/login`: a visitor who is already signed in goes straight to the redirect target (default `/`), unless the
 * shell sent them here because their session ended on the server (`expired=1`: the page clears it).
 */
export async function loadLogin({ request, context }: LoaderFunctionArgs): Promise<LoginData> {
  const { store, api } = context.get(appContext);
  const search = new URL(request.url).searchParams;
  if (store.get(isLoggedInAtom) && search.get(EXPIRED_PARAM) !== '1') {
    throw redirect(safeRedirectTarget(new URL(request.url).searchParams.get(REDIRECT_PARAM)));
  }
  return { providers: await configuredSnsProviders(api) };
}
