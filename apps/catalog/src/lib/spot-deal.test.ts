import type { SpotItem } from '@shop/api-client';
import { itemCard } from '../testing/fixtures.ts';
import { spotDeal } from './spot-deal.ts';

function spot(overrides: Partial<SpotItem>): SpotItem {
  return {
    ...itemCard(1),
    spotFlag: 'Y',
    spotDateType: '2',
    spotStartDate: '20250601000000',
    spotEndDate: '20250603000000',
    spotStartTime: '',
    spotEndTime: '',
    displaySpotStartTime: '',
    displaySpotEndTime: '',
    spotWeekDays: [],
    spotActiveFlag: 'Y',
    spotCountdownDate: '20250603000000',
    spotRemainingSeconds: 3600,
    ...overrides,
  };
}

describe('spotDeal', () => {
  it('shows weekly deals as hours with weekdays', () => {
    const weekly = spot({ spotDateType: '1', displaySpotStartTime: '09:38', displaySpotEndTime: '11:59', spotWeekDays: [1, 2, 5], spotActiveFlag: 'N' });
    expect(spotDeal(weekly)).toEqual({ kind: 'weekly', text: '09:38 ~ 11:59 / 월 · 화 · 금', active: false });
    expect(spotDeal({ ...weekly, spotWeekDays: [1, 2, 3, 4, 5, 6, 7] })).toMatchObject({ text: '09:38 ~ 11:59 / 매일' });
  });

  it('counts time-limited deals down from the seconds the server computed, never below zero', () => {
    expect(spotDeal(spot({ spotRemainingSeconds: 3600.7 }))).toEqual({ kind: 'countdown', remainingSeconds: 3600 });
    expect(spotDeal(spot({ spotRemainingSeconds: -5 }))).toEqual({ kind: 'countdown', remainingSeconds: 0 });
    expect(spotDeal(spot({ spotRemainingSeconds: Number.NaN }))).toEqual({ kind: 'countdown', remainingSeconds: 0 });
  });
});
