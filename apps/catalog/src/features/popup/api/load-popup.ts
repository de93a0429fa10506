import { callContract } from '@shop/api-client';
import type { Popup } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { readPositiveInt } from '../../../lib/list-params.ts';
import { toMainPopup, type MainPopup } from '../../../lib/main-popups.ts';
import { notFound, rethrowAsNotFound } from '../../../lib/not-found.ts';

/** Loader data of `/popup/:id`. */
export type PopupPageData = { title: string; popup: MainPopup };

/** `/popup/:id`: a popup showing now; anything else is a 404. */
export async function loadPopup({ params, context }: LoaderFunctionArgs): Promise<PopupPageData> {
  const id = readPositiveInt(params.id);
  if (id === null) notFound();
  const { api } = context.get(appContext);
  const popup = await callContract(api, 'GET /api/popup/:id', { params: { id } }).catch((error: unknown): Popup => rethrowAsNotFound(error));
  return { title: popup.subject, popup: toMainPopup(popup) };
}
