export { checkRemoteTypes, CONTRACT, publishedExposes } from './check.ts';
export type { CheckInput } from './check.ts';
export type { ConsumedRemote, Problem, PublishedTypes, RemoteTypeContract } from './contract.ts';
export { fetchDeployedTypes, readBuiltTypes, TYPES_ARCHIVE, workspaceRoot } from './published.ts';
export type { TypesSource } from './published.ts';
export { readZip } from './zip.ts';
