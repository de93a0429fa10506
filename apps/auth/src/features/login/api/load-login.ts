import type { LoaderFunctionArgs } from '@shop/router';
import { redirect } from '@shop/router';
import { appContext, isLoggedInAtom } from '@shop/session';
import { EXPIRED_PARAM, REDIRECT_PARAM } from '../../../config/paths.ts';
import { safeRedirectTarget } from '../safe-redirect.ts';

/**
 * `/auth/login`: a visitor who is already signed in goes straight to the redirect target (default `/`), unless the
 * shell sent them here because their session ended on the server (`expired=1`: the page clears it).
 */
export function loadLogin({ request, context }: LoaderFunctionArgs): null {
  const { store } = context.get(appContext);
  const search = new URL(request.url).searchParams;
  if (store.get(isLoggedInAtom) && search.get(EXPIRED_PARAM) !== '1') {
    throw redirect(safeRedirectTarget(new URL(request.url).searchParams.get(REDIRECT_PARAM)));
  }
  return null;
}
