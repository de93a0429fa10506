/** `1.2.3` as numbers; a missing part is 0 and anything after `-` or `+` is ignored. */
function parts(version: string): number[] {
  return version.split(/[-+]/)[0]!.split('.').map((p) => Number.parseInt(p, 10) || 0);
}

/** Negative when `a` is lower than `b`, 0 when equal, positive when higher. */
export function compareVersions(a: string, b: string): number {
  const x = parts(a);
  const y = parts(b);
  for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

/**
 * Whether `version` satisfies `range` as shared modules state it: `*` or no range, `^1.2.3`, `~1.2.3`, `>=1.2.3` or
 * an exact version.
 */
export function satisfies(version: string, range: string | false | undefined): boolean {
  if (!range || range === '*') return true;
  const op = /^(\^|~|>=)?\s*(.*)$/.exec(range.trim())!;
  const wanted = parts(op[2]!);
  const have = parts(version);
  if (compareVersions(version, op[2]!) < 0) return false;
  if (op[1] === '>=') return true;
  if (op[1] === '^') {
    const lead = wanted.findIndex((n) => n !== 0);
    const fixed = lead === -1 ? 3 : lead + 1;
    return wanted.slice(0, fixed).every((n, i) => have[i] === n);
  }
  if (op[1] === '~') return have[0] === wanted[0] && have[1] === wanted[1];
  return compareVersions(version, op[2]!) === 0;
}
