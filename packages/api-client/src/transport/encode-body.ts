/** A request body ready for `fetch`, with the content type it needs (if any). */
export type EncodedBody = { body: BodyInit | undefined; contentType: string | undefined };

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

/**
 * Encodes a request body: plain values become JSON with `application/json`; strings, `FormData`,
 * `URLSearchParams`, `Blob` and buffers are passed through (fetch sets their type).
 * @param body The `ApiRequest.body`.
 * @returns The fetch body and the content type to send.
 */
export function encodeBody(body: unknown): EncodedBody {
  if (body === undefined) return { body: undefined, contentType: undefined };
  if (isRawBody(body)) return { body, contentType: undefined };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}
