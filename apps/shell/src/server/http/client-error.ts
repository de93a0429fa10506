import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { shellError } from './error-table.ts';

/**
 * The answer to a request Node's HTTP parser refused before any handler saw it (headers or URL over 16 KB: 431, a
 * broken request line or header: 400), as the shell's other errors: JSON with the code and the Korean message.
 * Node's own answer has no body. A socket already gone or reset is just closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const refused = shellError(error.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'MALFORMED_REQUEST');
  const body = JSON.stringify(refused);
  socket.end(
    `HTTP/1.1 ${refused.status} ${STATUS_CODES[refused.status] ?? 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
  );
}
