import { useLoaderData } from '@shop/router';
import { ItemList } from '../../components/item-list.tsx';
import { FeedbackProvider } from '../../lib/feedback.tsx';
import type { loadSearch } from '../../features/search/api/load-search.ts';
import { SearchEmpty } from '../../features/search/components/search-empty.tsx';
import { SHOWCASE_MESSAGES } from '../../messages/showcase.ko.ts';

/** `/search?query=`: "'<query>' 검색결과", sort, 24 per page; no results show the hints and "메인으로". */
export default function SearchPage() {
  const { query, page } = useLoaderData<typeof loadSearch>();
  const m = SHOWCASE_MESSAGES.search;
  if (!query) {
    return (
      <div className="catalog-page ui-container">
        <h1 className="ui-visually-hidden">{SHOWCASE_MESSAGES.titles.search}</h1>
        <SearchEmpty message={m.emptyQuery} />
      </div>
    );
  }
  return (
    <FeedbackProvider>
      <div className="catalog-page ui-container">
        <h1 className="ui-page-title catalog-search__title">{m.heading(query)}</h1>
        <ItemList page={page} label={m.gridLabel(query)} empty={<SearchEmpty message={m.empty} />} sortable={page.totalElements > 0} />
      </div>
    </FeedbackProvider>
  );
}
