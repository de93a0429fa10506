import assert from 'node:assert/strict';
import { connect } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { drainRefusedBodies } from './drain-refused-body.ts';

const LIMIT = 1024 * 1024;

/** Sends a `Connection: close` request with a body of `size` bytes over a raw socket; resolves with all it read back. */
function sendRaw(port: number, size: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', (error) => (chunks.length ? resolve(Buffer.concat(chunks).toString('utf8')) : reject(error)));
    socket.write(`POST /echo HTTP/1.1\r\nhost: x\r\nconnection: close\r\ncontent-type: application/json\r\ncontent-length: ${size}\r\n\r\n`);
    const body = Buffer.alloc(size, 0x20);
    // Written slowly in pieces, like a client on a network: the server has long decided before the last piece.
    let offset = 0;
    const next = () => {
      if (offset >= size) return;
      const piece = body.subarray(offset, offset + 256 * 1024);
      offset += piece.length;
      socket.write(piece, () => setTimeout(next, 5));
    };
    next();
  });
}

describe('drainRefusedBodies', () => {
  let app: FastifyInstance;
  let port = 0;
  beforeAll(async () => {
    app = Fastify({ bodyLimit: LIMIT });
    drainRefusedBodies(app, LIMIT);
    app.post('/echo', async (request) => ({ got: JSON.stringify(request.body).length }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => app.close());

  it('answers an over-limit body with its 413 after reading it, so a client still sending gets the answer', async () => {
    for (let i = 0; i < 5; i += 1) {
      const answer = await sendRaw(port, 3 * LIMIT);
      assert.match(answer, /^HTTP\/1\.1 413 /);
    }
  });

  it('leaves bodies within the limit to the route', async () => {
    const answer = await sendRaw(port, 1000);
    assert.match(answer, /^HTTP\/1\.1 400 /); // 1,000 spaces are not JSON: the parser, not the drain, answers
  });
});
