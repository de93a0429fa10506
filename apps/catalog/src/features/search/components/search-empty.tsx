import { EmptyState } from '@shop/ui';
import { SHOWCASE_MESSAGES } from '../../../messages/showcase.ko.ts';

function SearchIcon() {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <circle cx="21" cy="21" r="13" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="m31 31 10 10" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** Props of `SearchEmpty`. */
export type SearchEmptyProps = { message: string };

/** No results: the message, the search hints and "메인으로". */
export function SearchEmpty({ message }: SearchEmptyProps) {
  return (
    <EmptyState
      icon={<SearchIcon />}
      message={message}
      description={
        // The description is a paragraph, so the hints are lines of it rather than a list.
        <span className="catalog-search-hints">
          {SHOWCASE_MESSAGES.search.hints.map((hint) => (
            <span key={hint} className="catalog-search-hints__line">
              {hint}
            </span>
          ))}
        </span>
      }
      homeLink
    />
  );
}
