import { fileProblem, MB } from './file-rules.ts';

describe('fileProblem', () => {
  const limit = { maxFiles: 4, maxBytes: 5 * MB };
  it('accepts up to the count and size, then names the first problem', () => {
    expect(fileProblem([{ name: 'a', size: 5 * MB }], limit)).toBeNull();
    expect(fileProblem(Array.from({ length: 5 }, () => ({ name: 'a', size: 1 })), limit)).toEqual({ kind: 'tooMany' });
    expect(fileProblem([{ name: 'a', size: 1 }, { name: 'big.jpg', size: 5 * MB + 1 }], limit)).toEqual({ kind: 'tooLarge', name: 'big.jpg' });
  });
});
