import { useId } from 'react';
import type { ChangeEvent } from 'react';
import { useSearchParams } from '@shop/router';
import { UI_MESSAGES } from '../messages/ko.ts';
import { cx } from '../lib/class-names.ts';
import { readSortKey, SORT_KEYS, writeSortKey } from '../lib/sort-options.ts';
import type { SortKey } from '../lib/sort-options.ts';

/**
 * Props of `SortSelect`. With `value` the select is controlled by its caller (a sort kept outside the address bar,
 * a demo): it shows `value` and reports a choice to `onChange` instead of navigating.
 */
export type SortSelectProps = { pageParam?: string; className?: string; value?: SortKey; onChange?: (key: SortKey) => void };

function isSortKey(value: string): value is SortKey {
  return (SORT_KEYS as readonly string[]).includes(value);
}

/**
 * A native select of the five list sorts (추천순, 최신순, 인기순, 높은 가격순, 낮은 가격순). Its value is read from
 * the query string and a change navigates to the same page with the new sort and the page reset.
 */
export function SortSelect({ pageParam = 'page', className, value: controlled, onChange: report }: SortSelectProps) {
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const value = controlled ?? readSortKey(searchParams);
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (!isSortKey(next)) return;
    if (controlled) report?.(next);
    else setSearchParams(writeSortKey(searchParams, next, pageParam));
  };
  return (
    <div className={cx('ui-sort-select', className)}>
      <label htmlFor={id} className="ui-visually-hidden">
        {UI_MESSAGES.sort.label}
      </label>
      <select id={id} className="ui-select" value={value} onChange={onChange}>
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {UI_MESSAGES.sort.options[key]}
          </option>
        ))}
      </select>
    </div>
  );
}
