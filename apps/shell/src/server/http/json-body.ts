import type { IncomingMessage } from 'node:http';
import type { ShellErrorCode } from './error-table.ts';
import { isBodyTooLarge, readBody } from './to-web-request.ts';

/** The largest body the shell's own JSON endpoints read (sign-in and account forms, a page view). */
export const SMALL_BODY_LIMIT = 16 * 1024;

/** A small JSON body: the object, or the code to refuse it with (answered in the caller's own error shape). */
export type SmallJsonBody = { body: Record<string, unknown> } | { refused: Extract<ShellErrorCode, 'BAD_REQUEST' | 'PAYLOAD_TOO_LARGE'> };

/**
 * Reads a JSON object body of at most `limit` bytes (an empty body reads as `{}`). A larger body is refused with
 * PAYLOAD_TOO_LARGE once it has been read to its end and dropped (so a client or balancer still sending it gets
 * the answer); anything else that is no JSON object (malformed JSON, `null`, an array, a number) with BAD_REQUEST.
 * @param req The request.
 * @param limit Most bytes read.
 * @returns The object, or the refusal's code.
 */
export async function readJsonObject(req: IncomingMessage, limit = SMALL_BODY_LIMIT): Promise<SmallJsonBody> {
  let text: string;
  try {
    text = (await readBody(req, limit)).toString('utf8');
  } catch (error) {
    return { refused: isBodyTooLarge(error) ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST' };
  }
  try {
    const body: unknown = JSON.parse(text || '{}');
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return { body: { ...body } };
  } catch {
    // refused below
  }
  return { refused: 'BAD_REQUEST' };
}
