import { localAnalytics } from './analytics.ts';

describe('local analytics (no network)', () => {
  it('keeps the latest 30 events and drops one over 1024 bytes', () => {
    const log: string[] = [];
    const analytics = localAnalytics(() => 7, (m) => log.push(m));
    for (let i = 0; i < 32; i += 1) analytics.logEvent('page_view', { index: i });
    expect(analytics.events()).toHaveLength(30);
    expect(analytics.events()[0]).toEqual({ name: 'page_view', params: { index: 2 }, at: 7 });
    analytics.logEvent('big', { text: 'x'.repeat(1100) });
    expect(analytics.events().at(-1)?.name).toBe('page_view');
    expect(log.at(-1)).toBe('[analytics] event big dropped: over 1024 bytes');
  });
});
