import { useState, type FormEvent } from 'react';
import { useSearchParams } from '@shop/router';
import { Button } from '@shop/ui';
import { presetRange, type PeriodPreset } from '../lib/period.ts';
import { pageMessages } from '../messages/pages.ko.ts';

const copy = pageMessages.period;

type Props = { presets: readonly PeriodPreset[]; keyword?: boolean; now?: () => number };

/** 조회기간: presets (dayjs, Asia/Seoul), a date range and optionally the item-name keyword, kept in the query string. */
export function PeriodFilter({ presets, keyword = false, now = Date.now }: Props) {
  const [params, setParams] = useSearchParams();
  const [start, setStart] = useState(params.get('searchStartDate') ?? '');
  const [end, setEnd] = useState(params.get('searchEndDate') ?? '');
  const [query, setQuery] = useState(params.get('query') ?? '');

  const apply = (next: { start: string; end: string; query: string }) => {
    const search = new URLSearchParams(params);
    for (const [key, value] of [['searchStartDate', next.start], ['searchEndDate', next.end], ['query', next.query]] as const) {
      if (value) search.set(key, value);
      else search.delete(key);
    }
    search.delete('page');
    setParams(search);
  };

  const pick = (preset: PeriodPreset) => {
    const range = presetRange(preset, now());
    setStart(range.start);
    setEnd(range.end);
    apply({ ...range, query });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply({ start, end, query: query.trim() });
  };

  return (
    <form className="mypage-filter" onSubmit={onSubmit} role="search">
      <fieldset className="mypage-filter__presets">
        <legend>{copy.legend}</legend>
        {presets.map((p) => <Button key={p} size="sm" variant="outline" onClick={() => pick(p)}>{copy.presets[p]}</Button>)}
      </fieldset>
      <label className="mypage-filter__field"><span>{copy.start}</span><input type="date" name="searchStartDate" value={start} onChange={(e) => setStart(e.target.value)} /></label>
      <label className="mypage-filter__field"><span>{copy.end}</span><input type="date" name="searchEndDate" value={end} onChange={(e) => setEnd(e.target.value)} /></label>
      {keyword ? <label className="mypage-filter__field"><span>{copy.keyword}</span><input type="search" name="query" value={query} onChange={(e) => setQuery(e.target.value)} maxLength={50} /></label> : null}
      <Button type="submit" size="sm">{copy.submit}</Button>
    </form>
  );
}
