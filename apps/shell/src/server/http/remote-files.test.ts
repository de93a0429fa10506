/** @jest-environment node */
import { browserFilePath } from './remote-files.ts';

describe('browserFilePath (what /_mf/<remote>/ serves)', () => {
  it('passes the files of the client folder, re-encoded', () => {
    expect(browserFilePath('client/remoteEntry.js')).toBe('client/remoteEntry.js');
    expect(browserFilePath('client/static/js/routes.0123abcd.js')).toBe('client/static/js/routes.0123abcd.js');
    expect(browserFilePath('client/%ED%95%9C%20a.css')).toBe('client/%ED%95%9C%20a.css');
  });

  it('refuses the server folder and anything outside client/', () => {
    for (const path of ['server/remoteEntry.js', 'server/mf-manifest.json', 'client', 'client/', 'mf-manifest.json', 'Client/remoteEntry.js']) expect(browserFilePath(path)).toBeNull();
  });

  it('refuses paths that leave client/ once decoded, however they are encoded', () => {
    for (const path of [
      'client/..%2Fserver/remoteEntry.js',
      'client/..%2fserver/remoteEntry.js',
      'client/%2e%2e%2fserver/remoteEntry.js',
      'client/%2E%2E/server/remoteEntry.js',
      'client/.%2e/server/remoteEntry.js',
      'client/../server/remoteEntry.js',
      'client/%252e%252e%252fserver/remoteEntry.js',
      'client/..%5Cserver/remoteEntry.js',
      'client/..\\server/remoteEntry.js',
      'client%2F..%2Fserver/remoteEntry.js',
      'client/%00.js',
      'client/%E0%A4%A.js',
      'client//remoteEntry.js',
    ]) expect(browserFilePath(path)).toBeNull();
  });
});
