import type { TestServer } from '../../testing/test-server.ts';

/** The operator token of the cs test servers. */
export const TEST_OPERATOR_TOKEN = 'test-operator-token-0123456789';
export const operatorHeaders = { 'x-operator-token': TEST_OPERATOR_TOKEN };

/** Posts `multipart/form-data` (text fields and files) like an upload form. */
export function postForm(server: TestServer, path: string, fields: Record<string, string>, files: [string, string, Uint8Array][] = [], headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, name, bytes] of files) form.append(key, new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  return fetch(server.baseUrl + path, { method: 'POST', headers, body: form });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
