import { createRecordingTransport } from '../testing/recording-transport.ts';
import { callContract } from '../transport/call-contract.ts';
import { cardListParams } from './card-list-query.ts';

describe('cardListParams', () => {
  it('asks for sortable item lists with 24 per page by default', async () => {
    expect(cardListParams()).toEqual({ orderBy: undefined, sort: undefined, page: undefined, size: 24 });
    expect(cardListParams({ orderBy: 'HITS', page: 2, size: 8 })).toEqual({ orderBy: 'HITS', sort: undefined, page: 2, size: 8 });
    const { api, requests } = createRecordingTransport(() => ({}));
    await callContract(api, 'GET /api/display/md', { query: { tag: '홈카페', ...cardListParams({ page: 3 }) } });
    await callContract(api, 'GET /api/brand/:id/items', { params: { id: 7 }, query: cardListParams({ orderBy: 'HITS', page: 2 }) });
    expect(requests.map((r) => [r.path, r.query])).toEqual([
      ['/api/display/md', { tag: '홈카페', orderBy: undefined, sort: undefined, page: 3, size: 24 }],
      ['/api/brand/7/items', { orderBy: 'HITS', sort: undefined, page: 2, size: 24 }],
    ]);
  });
});
