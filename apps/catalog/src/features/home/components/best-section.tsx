import { Link } from '@shop/router';
import { ProductCard, Tabs } from '@shop/ui';
import type { ProductCardItem } from '@shop/ui';
import { paths } from '../../../config/paths.ts';
import { SHOWCASE_MESSAGES } from '../../../messages/showcase.ko.ts';
import { cardHeart } from '../../../components/card-heart.tsx';
import { HomeSection } from './home-section.tsx';

/** A best tab of the home page (`key` '' is 전체). */
export type HomeBestGroup = { key: string; name: string; items: ProductCardItem[] };

function Ranking({ group }: { group: HomeBestGroup }) {
  const m = SHOWCASE_MESSAGES.display;
  return (
    <>
      <ol className="ui-product-grid ui-product-grid--5 catalog-ranked" aria-label={m.rankingLabel(group.name)}>
        {group.items.map((item, index) => (
          <li key={item.itemUserCode} className="ui-product-grid__item catalog-ranked__item">
            <span className="catalog-ranked__rank" aria-label={m.rankLabel(index + 1)}>
              {m.rank(index + 1)}
            </span>
            <ProductCard item={item} action={cardHeart(item)} />
          </li>
        ))}
      </ol>
      <Link to={paths.displayBest.getHref(group.key)} className="catalog-home-more">
        {SHOWCASE_MESSAGES.home.more}
      </Link>
    </>
  );
}

/** The home best items with category tabs (every tab rendered on the server; switching needs no request). */
export function BestSection({ groups }: { groups: ReadonlyArray<HomeBestGroup> }) {
  const filled = groups.filter((group) => group.items.length > 0);
  if (filled.length === 0) return null;
  const m = SHOWCASE_MESSAGES.home;
  return (
    <HomeSection title={m.bestTitle}>
      <Tabs label={m.bestTabsLabel} className="catalog-home-tabs" items={filled.map((group) => ({ id: group.key || 'all', label: group.name, content: <Ranking group={group} /> }))} />
    </HomeSection>
  );
}
