import { useState } from 'react';
import { cx, ShopImage } from '@shop/ui';
import { CATALOG_MESSAGES } from '../../../messages/ko.ts';

/** Props of `ItemGallery`. */
export type ItemGalleryProps = { images: ReadonlyArray<string>; itemName: string; soldOut: boolean };

/** Displayed size of the main image (square) and of the thumbnails. */
const MAIN_SIZE = 640;
const THUMB_SIZE = 80;

/** Main image plus thumbnails; choosing a thumbnail shows it as the main image. */
export function ItemGallery({ images, itemName, soldOut }: ItemGalleryProps) {
  const [selected, setSelected] = useState(0);
  const m = CATALOG_MESSAGES.item;
  const current = images[selected] ?? images[0] ?? '';
  return (
    <section className="catalog-gallery" aria-label={m.galleryLabel}>
      <div className="catalog-gallery__main">
        <ShopImage
          src={current}
          alt={m.imageAlt(itemName, selected + 1)}
          width={MAIN_SIZE}
          height={MAIN_SIZE}
          sizes={`(min-width: 1024px) ${MAIN_SIZE}px, 100vw`}
          priority
        />
        {soldOut ? <span className="catalog-gallery__sold-out">{m.soldOut}</span> : null}
      </div>
      {images.length > 1 ? (
        <ul className="catalog-gallery__thumbs">
          {images.map((src, index) => (
            <li key={`${index}-${src}`}>
              <button
                type="button"
                className={cx('catalog-gallery__thumb', index === selected && 'catalog-gallery__thumb--selected')}
                aria-label={m.thumbnail(index + 1)}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                <ShopImage src={src} alt="" width={THUMB_SIZE} height={THUMB_SIZE} sizes={`${THUMB_SIZE}px`} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
