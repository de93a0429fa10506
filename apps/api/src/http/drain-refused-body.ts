import type { FastifyInstance } from 'fastify';

/** Past this much a refused body is not read: the connection is cut instead (as for multipart bodies). */
export const DRAIN_LIMIT_BYTES = 128 * 1024 * 1024;

const MULTIPART = /^multipart\/form-data\b/i;

/**
 * A body whose declared length is over `limit` (the JSON bodies' limit; multipart bodies drain in their own parser)
 * is read to its end and dropped before Fastify answers its 413. Answered at once instead, a client still sending
 * the body meets a closed connection (EPIPE or a reset, no answer to read) whenever the server closes after
 * answering, as it does for `Connection: close`; read to the end, every client gets the 413 and its message.
 */
export function drainRefusedBodies(app: FastifyInstance, limit: number): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const declared = Number(request.headers['content-length']);
    if (!(declared > limit) || declared > DRAIN_LIMIT_BYTES || MULTIPART.test(request.headers['content-type'] ?? '')) {
      done();
      return;
    }
    const raw = request.raw;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      done();
    };
    raw.once('end', finish);
    raw.once('error', finish);
    raw.once('close', finish);
    raw.resume();
  });
}
