import assert from 'node:assert/strict';
import path from 'node:path';
import { publishTargets } from './publish-targets.ts';

const build = ['client/remoteEntry.0a1b2c3d.js', 'client/mf-manifest.json', 'client/static/js/12.aa11bb22.js', 'server/remoteEntry.js', 'server/mf-manifest.json', 'server/routes.cc33dd44.js'];

test('without PUBLISH_DIR the remote\'s own dist gets the whole build', () => {
  const [only, ...rest] = publishTargets({}, '/repo/apps/catalog');
  assert.equal(rest.length, 0);
  assert.equal(only!.dir, path.join('/repo/apps/catalog', 'dist'));
  assert.deepEqual(build.filter((f) => only!.takes(f)), build);
});

test('with PUBLISH_DIR the CDN folder gets client files only; the server containers go to the shells\' private folder', () => {
  const [cdn, shell] = publishTargets({ PUBLISH_DIR: '/srv/cdn/catalog', SERVER_PUBLISH_DIR: '/srv/shell-remotes/catalog' }, '/repo/apps/catalog');
  assert.equal(cdn!.dir, '/srv/cdn/catalog');
  assert.deepEqual(build.filter((f) => cdn!.takes(f)), build.filter((f) => f.startsWith('client/')));
  assert.equal(build.filter((f) => cdn!.takes(f)).some((f) => f.startsWith('server/')), false);
  assert.equal(shell!.dir, '/srv/shell-remotes/catalog');
  assert.deepEqual(build.filter((f) => shell!.takes(f)), build);
});

test('a CDN folder without a separate private folder is refused', () => {
  assert.throws(() => publishTargets({ PUBLISH_DIR: '/srv/cdn/catalog' }, '/repo/apps/catalog'), /SERVER_PUBLISH_DIR/);
  assert.throws(() => publishTargets({ PUBLISH_DIR: '/srv/cdn', SERVER_PUBLISH_DIR: '/srv/cdn/private' }, '/repo/apps/catalog'), /separate folders/);
  assert.throws(() => publishTargets({ PUBLISH_DIR: '/srv/cdn/catalog', SERVER_PUBLISH_DIR: '/srv/cdn/catalog' }, '/repo/apps/catalog'), /separate folders/);
  assert.throws(() => publishTargets({ PUBLISH_DIR: '/srv/cdn/catalog/public', SERVER_PUBLISH_DIR: '/srv/cdn/catalog' }, '/repo/apps/catalog'), /separate folders/);
});
