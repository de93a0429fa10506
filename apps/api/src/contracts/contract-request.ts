import { fillPath, type Contract } from '@shop/contracts';
import type { TestServer } from '../testing/test-server.ts';
import type { Sample } from './contract-samples.ts';

/** Sends a sample of a contract to the test server (query values as text, the body as JSON). */
export function sendSample(server: TestServer, contract: Contract, sample: Sample, headers: Record<string, string> = {}): Promise<Response> {
  const query = new URLSearchParams(Object.entries(sample.query ?? {}).map(([k, v]) => [k, String(v)])).toString();
  const path = fillPath(contract.path, sample.params) + (query ? `?${query}` : '');
  return server.request(path, { method: contract.method, headers, ...(contract.method === 'GET' ? {} : { body: sample.body ?? {} }) });
}
