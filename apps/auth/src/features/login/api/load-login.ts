import type { LoaderFunctionArgs } from '@shop/router';
import { redirect } from '@shop/router';
import { appContext, isLoggedInAtom } from '@shop/session';
import { REDIRECT_PARAM } from '../../../config/paths.ts';
import { safeRedirectTarget } from '../safe-redirect.ts';

/** `/auth/login`: a visitor who is already signed in goes straight to the redirect target (default `/`). */
export function loadLogin({ request, context }: LoaderFunctionArgs): null {
  const { store } = context.get(appContext);
  if (store.get(isLoggedInAtom)) {
    throw redirect(safeRedirectTarget(new URL(request.url).searchParams.get(REDIRECT_PARAM)));
  }
  return null;
}
