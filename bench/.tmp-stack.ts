import { startStack } from './lib/stack.ts';
const base = Number(process.argv[2] ?? 3700);
const stack = await startStack(base, '/tmp/lh/stack.log');
console.log('up', base);
const stop = async () => { await stack.stop(); process.exit(0); };
process.on('SIGTERM', stop); process.on('SIGINT', stop);
setInterval(() => {}, 1 << 30);
