import { callContract } from '@shop/api-client';
import type { ApiTransport, Popup } from '@shop/api-client';
import { hiddenPopupIds } from './popup-cookie.ts';

/** A popup as the home page shows it (plain JSON; HTML content only for HTML popups). */
export type MainPopup = {
  popupId: number;
  subject: string;
  /** The picture of an image popup, '' for an HTML popup. */
  image: string;
  /** Where the picture leads ('' for none); absolute `http(s)` links open in a new tab. */
  link: string;
  /** The admin's HTML of an HTML popup, '' for an image popup. */
  html: string;
  width: number;
  height: number;
  top: number;
  left: number;
  backgroundColor: string;
};

/** The fields of a popup that its layer and the popup page need. */
export function toMainPopup(popup: Popup): MainPopup {
  const image = popup.popupType === '1' ? popup.popupImage : '';
  return {
    popupId: popup.popupId,
    subject: popup.subject,
    image,
    link: image ? popup.imageLink : '',
    html: image ? '' : popup.content,
    width: popup.width,
    height: popup.height,
    top: popup.topPosition,
    left: popup.leftPosition,
    backgroundColor: popup.backgroundColor,
  };
}

/** The request's cookies: the `Cookie` header on the server, `document.cookie` in the browser. */
export function requestCookies(request: Request): string {
  return request.headers.get('cookie') ?? (typeof document === 'undefined' ? '' : document.cookie);
}

/**
 * The popups showing now (`GET /api/popup/list`) minus those the visitor hid for today. Decided in the loader
 * from the request's cookies, so the server renders exactly what the browser keeps (no popup flashes).
 */
export async function loadMainPopups(api: ApiTransport, cookies: string): Promise<MainPopup[]> {
  const hidden = hiddenPopupIds(cookies);
  return ((await callContract(api, 'GET /api/popup/list', {}))?.list ?? []).filter((popup) => !hidden.has(popup.popupId)).map(toMainPopup);
}
