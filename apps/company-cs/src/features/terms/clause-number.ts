const CIRCLED_ONE = 0x2460;
const CIRCLED_TWENTY = 0x2473;

/**
 * The circled number of a paragraph within an article (① for the first), as Korean legal texts number them.
 * Falls back to `(n)` past ⑳.
 */
export function clauseNumber(index: number): string {
  const code = CIRCLED_ONE + index;
  return code <= CIRCLED_TWENTY ? String.fromCodePoint(code) : `(${index + 1})`;
}
