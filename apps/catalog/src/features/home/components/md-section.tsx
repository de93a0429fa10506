import { useRef, useState } from 'react';
import { callContract, cardListParams } from '@shop/api-client';
import { EmptyState, ProductGrid, Spinner, Tabs } from '@shop/ui';
import type { ProductCardItem } from '@shop/ui';
import { paths } from '../../../config/paths.ts';
import { toCardItem } from '../../../lib/card-item.ts';
import { useClientApi } from '@shop/ui/client-api';
import { SHOWCASE_MESSAGES } from '../../../messages/showcase.ko.ts';
import { cardHeart } from '../../../components/card-heart.tsx';
import { HOME_MD_SIZE } from '../utils/md-size.ts';
import { HomeSection } from './home-section.tsx';

/** The MD picks of the home page: every tag, and the items of the first one. */
export type HomeMd = { tags: string[]; tag: string; items: ProductCardItem[] };

type TagState = { status: 'ready'; items: ProductCardItem[] } | { status: 'loading' } | { status: 'failed' };

/**
 * MD picks by hashtag. The first tag's items come with the page; another tag's are fetched when its tab is
 * chosen (once), through the same-origin API proxy.
 */
export function MdSection({ md }: { md: HomeMd }) {
  const api = useClientApi();
  const [current, setCurrent] = useState(md.tag);
  const [byTag, setByTag] = useState<Record<string, TagState>>({ [md.tag]: { status: 'ready', items: md.items } });
  const requested = useRef(new Set([md.tag]));
  if (md.tags.length === 0 || !md.tag) return null;
  const m = SHOWCASE_MESSAGES;

  const select = (tag: string) => {
    setCurrent(tag);
    if (requested.current.has(tag)) return;
    requested.current.add(tag);
    setByTag((state) => ({ ...state, [tag]: { status: 'loading' } }));
    callContract(api, 'GET /api/display/md', { query: { tag, ...cardListParams({ size: HOME_MD_SIZE }) } })
      .then((page) => setByTag((state) => ({ ...state, [tag]: { status: 'ready', items: page.content.map(toCardItem) } })))
      .catch(() => {
        requested.current.delete(tag);
        setByTag((state) => ({ ...state, [tag]: { status: 'failed' } }));
      });
  };

  const panel = (tag: string) => {
    const state = byTag[tag];
    if (tag !== current || !state) return null;
    if (state.status === 'loading') return <Spinner label={m.home.loading} />;
    if (state.status === 'failed') return <EmptyState message={m.home.loadFailed} />;
    return state.items.length > 0 ? <ProductGrid items={state.items} label={m.display.tagListLabel(tag)} renderAction={cardHeart} /> : <EmptyState message={m.display.empty} />;
  };

  return (
    <HomeSection title={m.home.mdTitle} moreHref={paths.displayMd.getHref(current)}>
      <Tabs
        label={m.home.mdTabsLabel}
        className="catalog-home-tabs catalog-home-tabs--tags"
        selectedId={current}
        onSelect={select}
        items={md.tags.map((tag) => ({ id: tag, label: m.display.tag(tag), content: panel(tag) }))}
      />
    </HomeSection>
  );
}
