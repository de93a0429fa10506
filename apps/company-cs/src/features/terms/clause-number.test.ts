import { clauseNumber } from './clause-number.ts';

describe('clauseNumber', () => {
  it('numbers paragraphs with circled digits from ①', () => {
    expect(clauseNumber(0)).toBe('①');
    expect(clauseNumber(1)).toBe('②');
    expect(clauseNumber(19)).toBe('⑳');
  });

  it('falls back to parenthesised numbers past ⑳', () => {
    expect(clauseNumber(20)).toBe('(21)');
  });
});
