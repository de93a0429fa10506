#!/usr/bin/env node
// Starts the static host for the remote in the current directory: PORT (required) and HOST from the environment.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { createStaticHost } from './server.ts';

const port = Number(process.env.PORT);
const host = process.env.HOST ?? '127.0.0.1';
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`static-host: PORT must be a port number (got ${JSON.stringify(process.env.PORT)})`);
  process.exit(1);
}
const name = JSON.parse(readFileSync('package.json', 'utf8')).name as string;
const server = createStaticHost({ root: path.resolve(process.env.STATIC_ROOT ?? 'dist'), name, faults: process.env.STATIC_HOST_FAULTS === '1' });
server.listen(port, host, () => console.log(`${name} serving ${process.env.STATIC_ROOT ?? 'dist'} on http://${host}:${port}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
