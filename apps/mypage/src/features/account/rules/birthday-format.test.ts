import { fromDateInputValue, toDateInputValue } from './birthday-format.ts';

describe('birthday format', () => {
  it('shows sign-up\'s yyyyMMdd in a date input and sends it back the same way', () => {
    expect(toDateInputValue('19900515')).toBe('1990-05-15');
    expect(fromDateInputValue('1990-05-15')).toBe('19900515');
    expect(fromDateInputValue(toDateInputValue('20001231'))).toBe('20001231');
  });

  it('leaves an empty or unreadable value empty', () => {
    expect(toDateInputValue('')).toBe('');
    expect(toDateInputValue('1990-05-15')).toBe('');
    expect(fromDateInputValue('')).toBe('');
  });
});
