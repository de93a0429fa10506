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

/** CPU time (user + system) a process has used so far, in milliseconds, from /proc/<pid>/stat (100 ticks a second). */
export function cpuMsOf(pid: number): number {
  return parseCpuMs(readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

/**
 * User + system CPU milliseconds of a /proc/<pid>/stat line (fields 14 and 15, counted after the command name,
 * which may hold spaces and parentheses).
 * @example parseCpuMs('42 (node) S 1 2 3 4 5 6 7 8 9 10 150 50 0 0') // 2000
 */
export function parseCpuMs(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is the state (field 3), so utime (field 14) is fields[11] and stime (field 15) fields[12].
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
