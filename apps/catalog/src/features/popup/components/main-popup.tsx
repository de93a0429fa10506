import type { CSSProperties, KeyboardEvent, Ref } from 'react';
import { CATALOG_EVENT_MESSAGES } from '../../../messages/event.ko.ts';
import type { MainPopup as MainPopupData } from '../../../lib/main-popups.ts';
import { PopupContent } from './popup-content.tsx';

/** Props of `MainPopup`. */
export type MainPopupProps = {
  popup: MainPopupData;
  /** Stacking order: the first popup of the list lies on top. */
  layer: number;
  /** 닫기 (and Escape): closes it on this page. */
  onClose: () => void;
  /** 오늘 하루 보지 않기: closes it and hides it until the end of the day. */
  onHideToday: () => void;
  dialogRef?: Ref<HTMLDivElement>;
};

/**
 * One main popup as a layer at the admin's position and width (centred on small screens): a non-modal dialog
 * named by its subject, closed by 닫기 or Escape, or hidden for the day.
 */
export function MainPopup({ popup, layer, onClose, onHideToday, dialogRef }: MainPopupProps) {
  const m = CATALOG_EVENT_MESSAGES.mainPopup;
  const titleId = `catalog-main-popup-${popup.popupId}`;
  const style = { '--catalog-popup-top': `${popup.top}px`, '--catalog-popup-left': `${popup.left}px`, '--catalog-popup-width': `${popup.width}px`, zIndex: layer } as CSSProperties;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };
  return (
    <div ref={dialogRef} role="dialog" aria-labelledby={titleId} tabIndex={-1} className="catalog-main-popup" style={style} onKeyDown={onKeyDown}>
      <h2 id={titleId} className="ui-visually-hidden">
        {popup.subject}
      </h2>
      <div className="catalog-main-popup__body" style={{ backgroundColor: popup.backgroundColor || undefined, minHeight: popup.image ? undefined : popup.height }}>
        <PopupContent popup={popup} />
      </div>
      <div className="catalog-main-popup__footer">
        <button type="button" className="catalog-main-popup__button" onClick={onHideToday}>
          {m.hideToday}
        </button>
        <button type="button" className="catalog-main-popup__button catalog-main-popup__button--close" onClick={onClose}>
          {m.close}
        </button>
      </div>
    </div>
  );
}
