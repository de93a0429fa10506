import { seoulFormats } from './seoul-time.ts';

describe('seoulFormats', () => {
  it('shows an instant in Asia/Seoul (UTC+9) whatever the machine zone', () => {
    expect(seoulFormats(Date.UTC(2026, 0, 31, 15, 30, 5))).toEqual({ wire: '20260201003005', shown: '2026-02-01 00:30:05', iso: '2026-02-01T00:30:05+09:00' });
  });
});
