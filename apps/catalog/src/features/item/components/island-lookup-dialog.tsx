import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { callContract, getUserMessage } from '@shop/api-client';
import type { IslandInfo, IslandQuery } from '@shop/api-client';
import { Button, Modal } from '@shop/ui';
import { useClientApi } from '@shop/ui/client-api';
import { CATALOG_ITEM_MESSAGES } from '../../../messages/item.ko.ts';
import { ClientPager } from '../../../components/client-pager.tsx';

const M = CATALOG_ITEM_MESSAGES.island;

type Result = { rows: IslandInfo[]; page: number; totalPages: number; query: IslandQuery };

/** The dialog of "도서산간 지역보기" (its own chunk, loaded when first opened): address or zip code search, ○ marks. */
export function IslandLookupDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const api = useClientApi();
  const id = useId();
  const [where, setWhere] = useState<IslandQuery['where']>('ADDRESS');
  const [text, setText] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState('');
  const search = async (query: IslandQuery) => {
    try {
      const page = await callContract(api, 'GET /api/common/island-info', { query: { where: query.where, query: query.query, page: query.page ?? 1, size: query.size ?? 5 } });
      setResult({ rows: page.content, page: page.pagination.currentPage, totalPages: page.pagination.totalPages, query });
      setError('');
    } catch (caught) {
      setError(getUserMessage(caught));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void search({ where, query: text.trim(), page: 1 });
  };
  return (
    <Modal open={open} title={M.title} size="md" onClose={onClose}>
      <form className="catalog-island__form" onSubmit={submit} role="search">
        <label htmlFor={`${id}-where`} className="ui-visually-hidden">
          {M.searchLabel}
        </label>
        <select id={`${id}-where`} value={where} onChange={(event) => setWhere(event.target.value as IslandQuery['where'])}>
          <option value="ADDRESS">{M.address}</option>
          <option value="ZIPCODE">{M.zipcode}</option>
        </select>
        <label htmlFor={`${id}-query`} className="ui-visually-hidden">
          {M.queryLabel}
        </label>
        <input id={`${id}-query`} value={text} onChange={(event) => setText(event.target.value)} />
        <Button type="submit" size="sm">
          {M.search}
        </Button>
      </form>
      {error ? <p role="alert">{error}</p> : null}
      {result ? (
        <table className="catalog-island__table" aria-label={M.resultLabel}>
          <thead>
            <tr>
              <th scope="col">{M.zipcodeHeader}</th>
              <th scope="col">{M.addressHeader}</th>
              <th scope="col">{M.jejuHeader}</th>
              <th scope="col">{M.islandHeader}</th>
            </tr>
          </thead>
          <tbody>
            {result.rows.length === 0 ? (
              <tr>
                <td colSpan={4}>{M.empty}</td>
              </tr>
            ) : (
              result.rows.map((row) => (
                <tr key={row.zipcode}>
                  <td>{row.zipcode}</td>
                  <td>{row.address}</td>
                  <td>{row.islandType === 'JEJU' ? M.mark : ''}</td>
                  <td>{row.islandType === 'ISLAND' ? M.mark : ''}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      ) : null}
      {result && result.totalPages > 1 ? (
        <ClientPager label={M.resultLabel} currentPage={result.page} totalPages={result.totalPages} onPage={(page) => void search({ ...result.query, page })} />
      ) : null}
    </Modal>
  );
}
