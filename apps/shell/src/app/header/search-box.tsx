import { memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, FormEvent, KeyboardEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '@shop/router';
import type { SearchInfo } from '@shop/api-client';
import { HEADER_MESSAGES } from './header.messages.ts';
import { addRecentKeyword, loadRecentKeywords, removeRecentKeyword, saveRecentKeywords } from './recent-keywords.ts';

const M = HEADER_MESSAGES.search;

/** Props of `SearchBox`. */
export type SearchBoxProps = { info: SearchInfo };

function searchHref(keyword: string): string {
  return `/search?query=${encodeURIComponent(keyword)}`;
}

function storage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

/** Popular keywords, ranked; rendered again only when they change (not when the panel opens or the box is typed in). */
const PopularKeywords = memo(function PopularKeywords({ keywords, onChoose }: { keywords: SearchInfo['keywords']; onChoose: (keyword: string) => void }) {
  return (
    <section className="shell-searchbox__group">
      <h2 className="shell-searchbox__title">{M.popular}</h2>
      <ol className="shell-searchbox__popular">
        {keywords.map(({ keyword }, index) => (
          <li key={keyword}>
            <Link to={searchHref(keyword)} onClick={() => onChoose(keyword)}>
              <span className="shell-searchbox__rank" aria-label={M.rank(index + 1)}>{index + 1}</span>
              {keyword}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
});

/** The visitor's recent keywords, each with its delete button; rendered again only when they change. */
const RecentKeywords = memo(function RecentKeywords({ recent, onChoose, onForget }: { recent: string[]; onChoose: (keyword: string) => void; onForget: (next: string[]) => void }) {
  return (
    <section className="shell-searchbox__group">
      <h2 className="shell-searchbox__title">{M.recent}</h2>
      {recent.length > 0 ? (
        <ul className="shell-searchbox__recent">
          {recent.map((keyword) => (
            <li key={keyword}>
              <Link to={searchHref(keyword)} onClick={() => onChoose(keyword)}>{keyword}</Link>
              <button type="button" className="shell-searchbox__remove" aria-label={M.remove(keyword)} onClick={() => onForget(removeRecentKeyword(recent, keyword))}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="shell-searchbox__empty">{M.noRecent}</p>
      )}
    </section>
  );
});

/**
 * The header search box: a GET form to /search (works before hydration). Focus opens popular keywords and the
 * visitor's recent keywords (at most 10, kept in localStorage, delete one or all); Escape, 닫기, a click
 * outside or focus leaving the box (Tab past its last control) closes it. An empty search follows the shop's recommended link (a new window when `blankFlag` is Y).
 */
export function SearchBox({ info }: SearchBoxProps) {
  const [params] = useSearchParams();
  const urlQuery = params.get('query') ?? '';
  const [value, setValue] = useState(urlQuery);
  const [open, setOpen] = useState(false);
  const [recent, setRecent] = useState<string[]>([]);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const panelId = useId();
  const inputId = useId();

  useEffect(() => setValue(urlQuery), [urlQuery]);
  useEffect(() => setRecent(loadRecentKeywords(storage())), []);
  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent | TouchEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
    };
  }, [open]);

  // Stable (setters, refs and storage only), so the keyword lists skip the render of a tap that opens the panel.
  const update = useCallback((next: string[]) => {
    setRecent(next);
    saveRecentKeywords(storage(), next);
  }, []);
  const remember = useCallback((keyword: string) => update(addRecentKeyword(loadRecentKeywords(storage()), keyword)), [update]);

  const followRecommend = () => {
    const recommend = info.recommend;
    if (!recommend?.link) {
      inputRef.current?.focus();
      return;
    }
    setOpen(false);
    if (recommend.blankFlag === 'Y') window.open(recommend.link, '_blank', 'noopener,noreferrer');
    else if (/^https?:\/\//i.test(recommend.link)) window.location.assign(recommend.link);
    else navigate(recommend.link);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = value.trim();
    if (!keyword) {
      followRecommend();
      return;
    }
    remember(keyword);
    setOpen(false);
    inputRef.current?.blur();
    navigate(searchHref(keyword));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    inputRef.current?.focus();
  };

  // Tab past the last control closes the panel (a click elsewhere is the pointer handler's).
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
  };

  // The deleted keyword's button leaves the page: keyboard focus goes back to the input, not to the page's top.
  const forget = useCallback((next: string[]) => {
    update(next);
    inputRef.current?.focus();
  }, [update]);

  const choose = useCallback((keyword: string) => {
    remember(keyword);
    setValue(keyword);
    setOpen(false);
  }, [remember]);

  return (
    <div className="shell-searchbox" ref={rootRef} onKeyDown={onKeyDown} onBlur={onBlur}>
      <form className="shell-search" role="search" action="/search" method="get" onSubmit={onSubmit}>
        <label className="ui-visually-hidden" htmlFor={inputId}>{M.label}</label>
        <input
          ref={inputRef}
          id={inputId}
          name="query"
          type="search"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          placeholder={info.recommend?.content || M.placeholder}
          autoComplete="off"
          maxLength={100}
          aria-controls={panelId}
        />
        <button type="submit" aria-label={M.label}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm5-2 5 5" fill="none" stroke="currentColor" strokeWidth="1.8" /></svg>
        </button>
      </form>
      <div id={panelId} className="shell-searchbox__panel" role="region" aria-label={M.panelLabel} hidden={!open}>
        {info.keywords.length > 0 ? <PopularKeywords keywords={info.keywords} onChoose={choose} /> : null}
        <RecentKeywords recent={recent} onChoose={choose} onForget={forget} />
        <div className="shell-searchbox__footer">
          <button type="button" onClick={() => forget([])} disabled={recent.length === 0}>{M.removeAll}</button>
          <button type="button" onClick={() => setOpen(false)}>{M.close}</button>
        </div>
      </div>
    </div>
  );
}
