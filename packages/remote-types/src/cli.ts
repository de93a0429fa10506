#!/usr/bin/env node
// shop-remote-types check [--from build|url] [--only <remote name or folder> --archive <file>]
// Run in a consumer's package folder (the shell, or an app that loads another remote's exposed module). Its
// package.json names its contract module ("remoteTypeContract"), which exports `remoteTypeContract` (the remotes
// and exposes it loads, each with the type it must satisfy) and those types. Exits 1 naming every remote that
// breaks the contract. docs/contracts.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { checkRemoteTypes, CONTRACT } from './check.ts';
import type { PublishedTypes, RemoteTypeContract } from './contract.ts';
import { fetchDeployedTypes, readBuiltTypes, workspaceRoot, type TypesSource } from './published.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { from: { type: 'string', default: process.env.REMOTE_TYPES_FROM ?? 'build' }, only: { type: 'string' }, archive: { type: 'string' } },
});
if (positionals[0] !== 'check' || !['build', 'url'].includes(values.from) || Boolean(values.archive) !== Boolean(values.only)) {
  console.error('usage: shop-remote-types check [--from build|url] [--only <remote> --archive <file>]');
  process.exit(2);
}
const consumerDir = process.cwd();
// eslint-disable-next-line no-restricted-syntax -- the consumer's own package.json
const pkg = JSON.parse(readFileSync(path.join(consumerDir, 'package.json'), 'utf8')) as { name: string; remoteTypeContract?: string };
if (!pkg.remoteTypeContract) {
  console.error(`${pkg.name}: package.json names no "remoteTypeContract" module`);
  process.exit(2);
}
const contractFile = path.resolve(consumerDir, pkg.remoteTypeContract);
const { remoteTypeContract } = (await import(pathToFileURL(contractFile).href)) as { remoteTypeContract: RemoteTypeContract };
const remotes = remoteTypeContract.remotes.filter((r) => !values.only || r.name === values.only || r.folder === values.only);
if (values.only && remotes.length === 0) {
  console.log(`${pkg.name} loads nothing from ${values.only}`);
  process.exit(0);
}
const root = workspaceRoot(consumerDir);
const source = values.from as TypesSource;
const published: PublishedTypes[] = await Promise.all(
  remotes.map(async (remote) => {
    if (values.archive) return { name: remote.name, archive: readFileSync(values.archive), from: values.archive };
    return source === 'url' ? fetchDeployedTypes(remote, process.env) : readBuiltTypes(root, remote);
  }),
);
const problems = checkRemoteTypes({ consumerDir, contractFile, remotes, published });
if (problems.length) {
  for (const p of problems) console.error(p.remote === CONTRACT ? `${pkg.remoteTypeContract}: ${p.message}` : `remote ${p.remote}: ${p.message}`);
  const broken = [...new Set(problems.map((p) => p.remote).filter((r) => r !== CONTRACT))];
  if (broken.length) console.error(`${pkg.name}: the published types of ${broken.join(', ')} break ${pkg.remoteTypeContract}`);
  else console.error(`${pkg.name}: ${pkg.remoteTypeContract} does not compile`);
  process.exit(1);
}
console.log(`${pkg.name}: published types of ${remotes.map((r) => r.name).join(', ')} satisfy ${pkg.remoteTypeContract} (from ${values.archive ?? source})`);
