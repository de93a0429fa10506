/** What the browser checks before sending files (the API checks again, by content). */
export type FileLimit = { maxFiles: number; maxBytes: number };

export type FileProblem = { kind: 'tooMany' } | { kind: 'tooLarge'; name: string };

export const MB = 1024 * 1024;

/**
 * The first problem of a set of picked files against a limit, or null.
 * @example fileProblem([bigFile], { maxFiles: 4, maxBytes: 5 * MB }) // { kind: 'tooLarge', name: 'big.jpg' }
 */
export function fileProblem(files: readonly { name: string; size: number }[], limit: FileLimit): FileProblem | null {
  if (files.length > limit.maxFiles) return { kind: 'tooMany' };
  const large = files.find((file) => file.size > limit.maxBytes);
  return large ? { kind: 'tooLarge', name: large.name } : null;
}
