import { Link, useLoaderData } from '@shop/router';
import { Button, ShopImage } from '@shop/ui';
import type { PopupPageData } from '../../features/event/api/load-events.ts';
import { ItemDetailContent } from '../../features/item/components/item-detail-content.tsx';
import { CATALOG_EVENT_MESSAGES } from '../../messages/event.ko.ts';

/** `/popup/:id` (popup layout): an image popup (linked when it has a link) or an HTML notice, and 닫기. */
export default function PopupPage() {
  const { popup } = useLoaderData() as PopupPageData;
  const m = CATALOG_EVENT_MESSAGES.popup;
  const image = popup.popupImage ? <ShopImage src={popup.popupImage} alt={m.imageAlt(popup.subject)} width={popup.width} height={popup.height} sizes={`${popup.width}px`} priority /> : null;
  const external = /^https?:\/\//.test(popup.imageLink);
  return (
    <div className="catalog-popup" style={{ backgroundColor: popup.backgroundColor || undefined, maxWidth: popup.width }}>
      <h1 className="ui-visually-hidden">{popup.subject}</h1>
      {popup.popupType === '1' && image ? (
        popup.imageLink ? (
          external ? (
            <a href={popup.imageLink} target="_blank" rel="noopener noreferrer">
              {image}
            </a>
          ) : (
            <Link to={popup.imageLink}>{image}</Link>
          )
        ) : (
          image
        )
      ) : (
        <ItemDetailContent html={popup.content} />
      )}
      <p className="catalog-popup__actions">
        <Button variant="ghost" size="sm" onClick={() => window.close()}>
          {m.close}
        </Button>
      </p>
    </div>
  );
}
