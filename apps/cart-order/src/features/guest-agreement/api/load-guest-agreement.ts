import { redirect } from '@shop/router';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext, isLoggedInAtom } from '@shop/session';
import { paths } from '../../../config/paths.ts';

/** What `/order/guest-agreement` needs: the order sheet the guest goes on to. */
export type GuestAgreementData = { sheetId: string };

/** `/order/guest-agreement?sheet=…`: members have nothing to agree to here and go straight to the sheet; no sheet goes to the cart. */
export function loadGuestAgreement({ request, context }: LoaderFunctionArgs): GuestAgreementData {
  const sheetId = new URL(request.url).searchParams.get('sheet');
  if (!sheetId) throw redirect(paths.cart.getHref());
  if (context.get(appContext).store.get(isLoggedInAtom)) throw redirect(paths.checkout.getHref(sheetId));
  return { sheetId };
}
