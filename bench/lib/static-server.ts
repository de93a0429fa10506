// A plain node:http server answering with bodies held in memory: the "static file of the same size" every
// throughput figure is compared with. Run as a child: node static-server.ts <port> <dir>; GET /<file name>.
import { createServer } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [port, dir] = process.argv.slice(2);
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.json': 'application/json; charset=utf-8' };
const files = new Map<string, Buffer>(readdirSync(dir!).map((f) => [`/${f}`, readFileSync(path.join(dir!, f))]));

createServer((req, res) => {
  const name = (req.url ?? '/').split('?')[0]!;
  if (name === '/healthz') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  const body = files.get(name);
  if (!body) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': TYPES[path.extname(name)] ?? 'application/octet-stream', 'content-length': body.byteLength, 'cache-control': 'no-cache' });
  res.end(body);
}).listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
