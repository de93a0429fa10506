import { Link } from '@shop/router';
import { cx, ShopImage } from '@shop/ui';
import { paths } from '../../../config/paths.ts';
import { CATALOG_MESSAGES } from '../../../messages/ko.ts';
import type { HeroTile } from '../utils/build-hero.ts';

/** Props of `HomeHero`. */
export type HomeHeroProps = { tiles: ReadonlyArray<HeroTile> };

function tileHref(tile: HeroTile): string {
  return tile.kind === 'item' ? paths.item.getHref(tile.itemUserCode) : paths.category.getHref(tile.categoryUrl);
}

/** The main visual: a large item tile and category tiles, all from live data. */
export function HomeHero({ tiles }: HomeHeroProps) {
  if (tiles.length === 0) return null;
  const m = CATALOG_MESSAGES.home;
  return (
    <section className={cx('catalog-hero', `catalog-hero--${tiles.length}`)} aria-label={m.heroLabel}>
      {tiles.map((tile, index) => {
        const main = index === 0;
        const size = main ? 800 : 480;
        return (
          <Link key={tileHref(tile)} to={tileHref(tile)} className={cx('catalog-hero__tile', main && 'catalog-hero__tile--main')}>
            <ShopImage
              src={tile.image}
              alt=""
              width={size}
              height={size}
              sizes={main ? '(min-width: 1024px) 800px, 100vw' : '(min-width: 1024px) 400px, 50vw'}
              priority={main}
              className="catalog-hero__image"
            />
            <span className="catalog-hero__text">
              {tile.subtitle ? <span className="catalog-hero__subtitle">{tile.subtitle}</span> : null}
              <span className="catalog-hero__title">{tile.title}</span>
              <span className="catalog-hero__cta">{tile.kind === 'item' ? m.heroShop : m.heroCategory(tile.title)}</span>
            </span>
          </Link>
        );
      })}
    </section>
  );
}
