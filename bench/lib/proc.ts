import { readFileSync } from 'node:fs';

/** Bytes of a `VmRSS:` / `VmHWM:` style line of /proc/<pid>/status. */
export function parseStatusField(status: string, field: string): number {
  const m = new RegExp(`^${field}:\\s+(\\d+)\\s*kB`, 'm').exec(status);
  if (!m) throw new Error(`/proc status has no ${field}`);
  return Number(m[1]) * 1024;
}

/** Resident memory (VmRSS) and its peak (VmHWM) of a process, in bytes. */
export function readMemory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return { rss: parseStatusField(status, 'VmRSS'), peak: parseStatusField(status, 'VmHWM') };
}

/** Megabytes with one decimal (1 MB = 1,000,000 bytes). */
export function mb(bytes: number): number {
  return Math.round(bytes / 100_000) / 10;
}
