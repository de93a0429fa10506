import { useLoaderData } from '@shop/router';
import { Button } from '@shop/ui';
import type { loadPopup } from '../../features/popup/api/load-popup.ts';
import { PopupContent } from '../../features/popup/components/popup-content.tsx';
import { CATALOG_EVENT_MESSAGES } from '../../messages/event.ko.ts';

/** `/popup/:id` (popup layout): an image popup (linked when it has a link) or an HTML notice, and 닫기. */
export default function PopupPage() {
  const { popup } = useLoaderData<typeof loadPopup>();
  const m = CATALOG_EVENT_MESSAGES.popup;
  return (
    <div className="catalog-popup" style={{ backgroundColor: popup.backgroundColor || undefined, maxWidth: popup.width }}>
      <h1 className="ui-visually-hidden">{popup.subject}</h1>
      <PopupContent popup={popup} priority />
      <p className="catalog-popup__actions">
        <Button variant="ghost" size="sm" onClick={() => window.close()}>
          {m.close}
        </Button>
      </p>
    </div>
  );
}
