import { useEffect, useRef, useState } from 'react';
import type { MainPopup as MainPopupData } from '../../../lib/main-popups.ts';
import { hidePopupCookie } from '../../../lib/popup-cookie.ts';
import { MainPopup } from './main-popup.tsx';

/** Props of `MainPopups`. */
export type MainPopupsProps = { popups: ReadonlyArray<MainPopupData> };

/**
 * The home page's popups as layers over the page. Which ones show is decided by the loader (cookies of the
 * request), so the server HTML already has them; closing is client state. The first open popup has the focus
 * once the page is ready and after each close; closing the last one gives it back to where it was.
 */
export function MainPopups({ popups }: MainPopupsProps) {
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => new Set());
  const dialogs = useRef(new Map<number, HTMLDivElement>());
  const returnFocus = useRef<Element | null>(null);
  const open = popups.filter((popup) => !closed.has(popup.popupId));
  const openKey = open.map((popup) => popup.popupId).join(',');

  useEffect(() => {
    const first = openKey === '' ? undefined : Number(openKey.split(',')[0]);
    if (first === undefined) {
      const target = returnFocus.current;
      returnFocus.current = null;
      if (target instanceof HTMLElement && target.isConnected) target.focus({ preventScroll: true });
      return;
    }
    returnFocus.current ??= document.activeElement;
    dialogs.current.get(first)?.focus({ preventScroll: true });
  }, [openKey]);

  if (open.length === 0) return null;
  const close = (popupId: number) => setClosed((current) => new Set(current).add(popupId));
  const hideToday = (popupId: number) => {
    document.cookie = hidePopupCookie(popupId, Date.now(), window.location.protocol === 'https:');
    close(popupId);
  };
  return (
    <div className="catalog-popups ui-container">
      {open.map((popup, index) => (
        <MainPopup
          key={popup.popupId}
          popup={popup}
          layer={open.length - index}
          onClose={() => close(popup.popupId)}
          onHideToday={() => hideToday(popup.popupId)}
          dialogRef={(element) => {
            if (element) dialogs.current.set(popup.popupId, element);
            else dialogs.current.delete(popup.popupId);
          }}
        />
      ))}
    </div>
  );
}
