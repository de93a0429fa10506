import { fillPath, type Contract } from '@shop/contracts';
import type { TestServer } from '../testing/test-server.ts';
import type { Sample } from './contract-samples.ts';

type FilePart = { name: string; bytes: Uint8Array };
const isFileList = (value: unknown): value is FilePart[] => Array.isArray(value) && value.length > 0 && value.every((f) => (f as FilePart)?.bytes instanceof Uint8Array);

/** A body with files and otherwise only text, as `multipart/form-data` (what an upload form sends); else undefined. */
function multipartOf(body: unknown): FormData | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const entries = Object.entries(body);
  if (!entries.some(([, value]) => isFileList(value)) || !entries.every(([, value]) => isFileList(value) || typeof value === 'string')) return undefined;
  const form = new FormData();
  for (const [key, value] of entries) {
    if (typeof value === 'string') form.append(key, value);
    else for (const file of value as FilePart[]) form.append(key, new Blob([file.bytes as Uint8Array<ArrayBuffer>]), file.name);
  }
  return form;
}

/** Sends a sample of a contract to the test server (query values as text, the body as JSON, or multipart when it has files). */
export function sendSample(server: TestServer, contract: Contract, sample: Sample, headers: Record<string, string> = {}): Promise<Response> {
  const query = new URLSearchParams(Object.entries(sample.query ?? {}).map(([k, v]) => [k, String(v)])).toString();
  const path = fillPath(contract.path, sample.params) + (query ? `?${query}` : '');
  const form = multipartOf(sample.body);
  if (form) return fetch(server.baseUrl + path, { method: contract.method, headers, body: form });
  return server.request(path, { method: contract.method, headers, ...(contract.method === 'GET' ? {} : { body: sample.body ?? {} }) });
}
