export type { RemoteTypeContract } from './contract.ts';
