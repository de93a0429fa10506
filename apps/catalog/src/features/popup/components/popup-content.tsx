import { Link } from '@shop/router';
import { ShopImage } from '@shop/ui';
import { ItemDetailContent } from '../../../components/item-detail-content.tsx';
import type { MainPopup } from '../../../lib/main-popups.ts';

/** Props of `PopupContent`. */
export type PopupContentProps = { popup: MainPopup; priority?: boolean };

/**
 * What a popup shows: its picture (linked when it has a link; absolute `http(s)` links open in a new tab), or the
 * admin's HTML notice.
 */
export function PopupContent({ popup, priority = false }: PopupContentProps) {
  if (!popup.image) return <ItemDetailContent html={popup.html} />;
  const image = <ShopImage src={popup.image} alt={popup.subject} width={popup.width} height={popup.height} sizes={`${popup.width}px`} priority={priority} />;
  if (!popup.link) return image;
  if (/^https?:\/\//i.test(popup.link)) {
    return (
      <a href={popup.link} target="_blank" rel="noopener noreferrer" className="catalog-popup-content__link">
        {image}
      </a>
    );
  }
  return (
    <Link to={popup.link} className="catalog-popup-content__link">
      {image}
    </Link>
  );
}
