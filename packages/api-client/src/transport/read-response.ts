/** The parsed body of a response: JSON when it says so, otherwise text; `undefined` when empty. */
export async function readResponseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!/[/+]json\b/i.test(type)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The API's error body `{ status, code, message }`, read defensively. */
export type ErrorBody = { status?: number; code?: string; message?: string };

/**
 * Picks `status`, `code` and `message` out of an error body of any shape.
 * @param body Parsed body of a failed response.
 * @returns The fields that are present and well-typed.
 */
export function readErrorBody(body: unknown): ErrorBody {
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  return {
    status: typeof record.status === 'number' ? record.status : undefined,
    code: typeof record.code === 'string' && record.code !== '' ? record.code : undefined,
    message: typeof record.message === 'string' && record.message !== '' ? record.message : undefined,
  };
}
