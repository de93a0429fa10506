/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { createStore, Provider } from 'jotai';
import { createStaticHandler, createStaticRouter, RouterContextProvider, StaticRouterProvider, type RemoteRouteObject } from '@shop/router';
import { appContext, EMPTY_SESSION, sessionAtom } from '@shop/session';
import type { ApiRequest, ApiTransport } from '@shop/api-client';
import { attachRemoteRoutes, createRouteTree } from '../app/route-tree.tsx';

/** The stored business information the footer shows (GET /api/site/business-info). */
const BUSINESS_INFO = {
  shopName: '세일즈온 스토어', companyName: '세일즈온 스토어 주식회사', representative: '김대표', address: '서울특별시 강남구 테헤란로 123', phone: '1588-0000',
  fax: '02-555-0001', email: 'help@saleson-store.kr', businessNumber: '214-86-12341', businessCheckUrl: 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=2148612341',
  mailOrderNumber: '제2026-서울강남-01234호', privacyOfficer: '이보호', privacyEmail: 'privacy@saleson-store.kr', hostingProvider: '세일즈온 스토어',
  csPhone: '1588-0000', csHours: '평일 09:00 - 18:00',
};

const api = (async (req: ApiRequest) => {
  if (req.path === '/api/category') return { list: [], updatedDate: '20261121000000' };
  if (req.path === '/api/common/gnb-list') return { list: [] };
  if (req.path === '/api/search/info') return { keywords: [], recommend: null };
  if (req.path === '/api/display/top-banner') return { topBanner: [], mobileTopBanner: [] };
  if (req.path === '/api/site/business-info') return BUSINESS_INFO;
  throw new Error(`unexpected ${req.path}`);
}) as ApiTransport;

function BrokenPage(): never {
  throw new Error('remote page bug');
}

describe('server render with a remote page that throws', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('still renders the header and the footer with the business information', async () => {
    const route: RemoteRouteObject = { id: 'broken.page', path: '/broken', handle: { layout: 'default' }, loader: async () => ({}), Component: BrokenPage };
    const handler = createStaticHandler(attachRemoteRoutes(createRouteTree(), [route], 'broken'));
    const store = createStore();
    store.set(sessionAtom, EMPTY_SESSION);
    const requestContext = new RouterContextProvider();
    requestContext.set(appContext, { store, api, now: 0 });
    const context = await handler.query(new Request('http://shop.test/broken'), { requestContext });
    if (context instanceof Response) throw new Error('unexpected redirect');
    const html = renderToString(
      <Provider store={store}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </Provider>,
    );
    expect(html).toContain('사업자등록번호: 214-86-12341');
    expect(html).toContain('shell-header');
    expect(html).toContain('data-remote="broken"');
    // The failed boundary is marked for the browser to retry there (React's client-render marker).
    expect(html).toContain('<!--$!-->');
    // The visitor's cart count is never in the server HTML: the browser fetches it after hydration.
    expect(html).not.toContain('data-testid="cart-count"');
  });
});
