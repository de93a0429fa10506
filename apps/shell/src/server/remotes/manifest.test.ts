import { AssetsJsonSchema, describeBuild, fetchJson, MfManifestSchema, type MfManifest } from './manifest.ts';

const manifest = (entry: string, routes: string[], buildVersion = 'b1'): MfManifest => ({
  metaData: { name: 'catalog', buildInfo: { buildVersion }, remoteEntry: { name: entry, path: '' } },
  exposes: [{ path: './routes', assets: { js: { sync: routes, async: [] }, css: { sync: [], async: [] } } }],
});

describe('describeBuild', () => {
  it('pins hashed entries: server from the internal URL, browser from the public URL', () => {
    const build = describeBuild(
      'catalog',
      { url: 'http://127.0.0.1:3001', publicUrl: '/_mf/catalog' },
      manifest('remoteEntry.aaaa1111.js', ['__federation_expose_routes.bbbb2222.js']),
      manifest('remoteEntry.cccc3333.js', []),
      { buildVersion: 'b1', entries: {}, css: ['styles.dddd4444.css'] },
    );
    expect(build).toEqual({
      name: 'catalog',
      version: 'b1:remoteEntry.aaaa1111.js+remoteEntry.cccc3333.js',
      serverEntry: 'http://127.0.0.1:3001/server/remoteEntry.cccc3333.js',
      clientEntry: '/_mf/catalog/client/remoteEntry.aaaa1111.js',
      css: ['/_mf/catalog/client/styles.dddd4444.css'],
      routesChunks: ['/_mf/catalog/client/__federation_expose_routes.bbbb2222.js'],
    });
  });

  it('refuses a client and a server manifest of different builds (a deploy half done)', () => {
    const urls = { url: 'http://127.0.0.1:3001', publicUrl: '/_mf/catalog' };
    expect(() => describeBuild('catalog', urls, manifest('remoteEntry.a.js', [], 'b2'), manifest('remoteEntry.c.js', [], 'b1'), { buildVersion: 'b1', entries: {}, css: [] })).toThrow(/different builds/);
  });

  it('refuses file names that would load code from elsewhere', () => {
    const urls = { url: 'http://127.0.0.1:3001', publicUrl: '/_mf/catalog' };
    expect(() => describeBuild('catalog', urls, manifest('https://evil.example/x.js', []), manifest('remoteEntry.c.js', []), { buildVersion: 'b1', entries: {}, css: [] })).toThrow(/refusing/);
  });
});

describe('fetchJson', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  const answering = (body: unknown) => {
    globalThis.fetch = jest.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  };

  it('returns a file of the expected shape', async () => {
    answering(manifest('remoteEntry.a.js', ['routes.js']));
    await expect(fetchJson('http://remote/mf-manifest.json', 1000, MfManifestSchema)).resolves.toEqual(manifest('remoteEntry.a.js', ['routes.js']));
  });

  it('fails on a file of another shape, like on an unreachable remote', async () => {
    answering({ entries: {}, css: 'main.css' });
    await expect(fetchJson('http://remote/assets.json', 1000, AssetsJsonSchema)).rejects.toThrow(/unexpected shape/);
  });
});
