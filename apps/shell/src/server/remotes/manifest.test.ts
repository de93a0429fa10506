import { describeBuild, type MfManifest } from './manifest.ts';

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
