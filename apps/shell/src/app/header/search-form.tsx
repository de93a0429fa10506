import { useSearchParams } from '@shop/router';
import { MESSAGES } from '../../messages/ko.ts';

/** Search box: a plain GET form to /search, so it works before hydration too. */
export function SearchForm() {
  const [params] = useSearchParams();
  return (
    <form className="shell-search" role="search" action="/search" method="get">
      <label className="ui-visually-hidden" htmlFor="shell-search-input">{MESSAGES.header.search}</label>
      <input id="shell-search-input" name="query" type="search" defaultValue={params.get('query') ?? ''} placeholder={MESSAGES.header.searchPlaceholder} autoComplete="off" />
      <button type="submit" aria-label={MESSAGES.header.search}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm5-2 5 5" fill="none" stroke="currentColor" strokeWidth="1.8" /></svg>
      </button>
    </form>
  );
}
