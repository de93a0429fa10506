import type { RemoteRouteObject } from '@shop/router';
import { remoteRoutesByLayout } from '../app/route-tree.tsx';
import { remoteForPath } from '../config/remotes.ts';
import { createRemotePatcher, type Patch } from './remote-patcher.ts';

const route = (id: string, path: string, layout: 'default' | 'sub'): RemoteRouteObject => ({ id, path, handle: { layout }, Component: () => null });
const CS_ROUTES = [route('cs.faqs', '/customer/faqs', 'default'), route('cs.company', '/company', 'sub'), route('cs.notices', '/customer/notices', 'default')];

function setUp(load: () => Promise<RemoteRouteObject[]>) {
  const loaded = new Set<string>();
  const loadRoutes = jest.fn(async () => {
    const routes = await load();
    loaded.add('company_cs');
    return routes;
  });
  const onFailure = jest.fn();
  const remotes = new Map([['company_cs', { name: 'company_cs' }]]);
  const patchRemote = createRemotePatcher({ remotes, isLoaded: (name) => loaded.has(name), loadRoutes, onFailure, remoteForPath, byLayout: remoteRoutesByLayout });
  const patched: [string, string[]][] = [];
  const patch: Patch = (parentId, routes) => patched.push([parentId, routes.map((r) => r.id!)]);
  return { patchRemote, loadRoutes, onFailure, patched, patch };
}

describe('createRemotePatcher', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("loads a remote's routes once for a navigation and a preload at the same time, and patches them once per layout", async () => {
    const { patchRemote, loadRoutes, patched, patch } = setUp(async () => CS_ROUTES);
    await Promise.all([patchRemote('/customer/faqs?page=2', patch), patchRemote('/company', patch)]);
    expect(loadRoutes).toHaveBeenCalledTimes(1);
    expect(patched).toEqual([['layout.default', ['cs.faqs', 'cs.notices']], ['layout.sub', ['cs.company']]]);
    // Loaded: a later navigation finds its routes in the router.
    await patchRemote('/customer/notices', patch);
    expect(loadRoutes).toHaveBeenCalledTimes(1);
  });

  it('leaves paths no remote owns to the shell', async () => {
    const { patchRemote, loadRoutes, patch } = setUp(async () => CS_ROUTES);
    await patchRemote('/no-such-page', patch);
    expect(loadRoutes).not.toHaveBeenCalled();
  });

  it('reports a remote that failed to load and tries again on the next navigation', async () => {
    let fail = true;
    const { patchRemote, loadRoutes, onFailure, patched, patch } = setUp(async () => {
      if (fail) throw new Error('remoteEntry 404');
      return CS_ROUTES;
    });
    await patchRemote('/customer/faqs', patch);
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith('[shell] could not load company_cs: remoteEntry 404');
    expect(patched).toEqual([]);
    fail = false;
    await patchRemote('/customer/faqs', patch);
    expect(loadRoutes).toHaveBeenCalledTimes(2);
    expect(patched.map(([layout]) => layout)).toEqual(['layout.default', 'layout.sub']);
  });
});
