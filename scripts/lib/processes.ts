import { spawn, type ChildProcess } from 'node:child_process';

export type ProcessSpec = { name: string; command: string; args: string[]; cwd: string; env: Record<string, string | undefined>; health?: string };

const COLORS = [36, 33, 35, 32, 34, 31, 96, 93];

/** Starts a child whose output lines are prefixed with its name. */
export function startProcess(spec: ProcessSpec, index: number): ChildProcess {
  const child = spawn(spec.command, spec.args, { cwd: spec.cwd, env: { ...process.env, ...spec.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `\u001b[${COLORS[index % COLORS.length]}m${spec.name.padEnd(10)}\u001b[0m|`;
  const relay = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) => {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`${prefix} ${line}\n`);
    });
    stream.on('end', () => rest && out.write(`${prefix} ${rest}\n`));
  };
  relay(child.stdout!, process.stdout);
  relay(child.stderr!, process.stderr);
  return child;
}

/** Polls a URL until it answers 2xx, or fails after `timeoutMs`. */
export async function waitForHealth(url: string, timeoutMs: number, isAlive: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`process behind ${url} exited`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(1000) }).then((r) => r.ok).catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs} ms`);
}

/** Stops children with SIGTERM, then SIGKILL after a grace period. */
export async function stopAll(children: ChildProcess[], graceMs = 5000): Promise<void> {
  const alive = children.filter((c) => c.exitCode === null && c.signalCode === null);
  await Promise.all(
    alive.map(
      (child) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}
