import { describeBuild, type MfManifest } from './manifest.ts';

const manifest = (entry: string, routes: string[]): MfManifest => ({
  metaData: { name: 'catalog', remoteEntry: { name: entry, path: '' } },
  exposes: [{ path: './routes', assets: { js: { sync: routes, async: [] }, css: { sync: [], async: [] } } }],
});

describe('describeBuild', () => {
  it('pins hashed entries: server from the internal URL, browser from the public URL', () => {
    const build = describeBuild(
      'catalog',
      { url: 'http://127.0.0.1:3001', publicUrl: '/_mf/catalog' },
      manifest('remoteEntry.aaaa1111.js', ['__federation_expose_routes.bbbb2222.js']),
      manifest('remoteEntry.cccc3333.js', []),
      { entries: {}, css: ['styles.dddd4444.css'] },
    );
    expect(build).toEqual({
      name: 'catalog',
      version: 'remoteEntry.aaaa1111.js+remoteEntry.cccc3333.js',
      serverEntry: 'http://127.0.0.1:3001/server/remoteEntry.cccc3333.js',
      clientEntry: '/_mf/catalog/client/remoteEntry.aaaa1111.js',
      css: ['/_mf/catalog/client/styles.dddd4444.css'],
      routesChunks: ['/_mf/catalog/client/__federation_expose_routes.bbbb2222.js'],
    });
  });
});
