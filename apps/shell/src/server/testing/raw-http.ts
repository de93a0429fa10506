// Test helper: an HTTP/1.1 exchange over a plain socket, to see what a client (or a load balancer) sending a large
// body meets: the answer, a failed write (EPIPE, reset), and whether the connection still serves a next request.
import { connect } from 'node:net';

export type OversizedPost = {
  /** The first answer's status line and body (the raw text after the head). */
  status: number;
  body: string;
  /** The socket error met while sending the body, if any. */
  writeError: string | null;
  /** Whether a GET sent on the same connection afterwards was answered. */
  reused: boolean;
};

/**
 * POSTs `size` bytes to `path` in 64 KB pieces, declared with Content-Length or sent chunked, waiting for each piece
 * to be taken by the socket; then, once the first answer has come, sends `GET <nextPath>` on the same connection.
 */
export function postInPieces(origin: string, path: string, size: number, options: { chunked: boolean; headers?: Record<string, string>; nextPath?: string }): Promise<OversizedPost> {
  const { hostname, port } = new URL(origin);
  const socket = connect(Number(port), hostname);
  let received = '';
  let writeError: string | null = null;
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  socket.on('error', (error: NodeJS.ErrnoException) => (writeError ??= error.code ?? error.message));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const write = (data: string | Buffer) =>
    new Promise<boolean>((resolve) => {
      if (socket.destroyed) return resolve(false);
      socket.write(data, (error) => resolve(!error));
    });
  const answers = () => received.split(/(?=HTTP\/1\.1 \d{3} )/).filter((part) => part.startsWith('HTTP/1.1 '));
  const waitFor = async (count: number, ms: number) => {
    const until = Date.now() + ms;
    while (answers().length < count && !socket.destroyed && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    // The rest of the answer's body (it may come in several packets).
    await new Promise((r) => setTimeout(r, 50));
  };
  return (async () => {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    const head = [`POST ${path} HTTP/1.1`, `Host: ${hostname}:${port}`, 'Content-Type: application/json', ...Object.entries(options.headers ?? {}).map(([k, v]) => `${k}: ${v}`), options.chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${size}`];
    await write(`${head.join('\r\n')}\r\n\r\n`);
    const piece = Buffer.alloc(64 * 1024, 120);
    for (let sent = 0; sent < size; sent += piece.length) {
      const part = piece.subarray(0, Math.min(piece.length, size - sent));
      const ok = options.chunked ? await write(Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n')])) : await write(part);
      if (!ok) break;
    }
    if (options.chunked) await write('0\r\n\r\n');
    await waitFor(1, 5_000);
    const first = answers()[0] ?? '';
    let reused = false;
    if (!socket.destroyed && options.nextPath) {
      await write(`GET ${options.nextPath} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n\r\n`);
      await waitFor(2, 5_000);
      reused = answers().length >= 2;
    }
    socket.destroy();
    await closed;
    return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(first)?.[1] ?? 0), body: first.slice(first.indexOf('\r\n\r\n') + 4), writeError, reused };
  })();
}
