import { CLAIM_REASON_IDS, CLAIM_REASONS } from '../messages/claim-reasons.ko.ts';
import { trackingUrlOf } from './tracking.ts';

describe('claim reasons', () => {
  it('lists every reason id once and ends each type with 기타', () => {
    for (const reasons of Object.values(CLAIM_REASONS)) {
      expect(reasons.at(-1)?.id).toBe('ETC');
      for (const r of reasons) expect(CLAIM_REASON_IDS).toContain(r.id);
    }
  });

  it('links a parcel to its carrier page, and nothing for an unknown carrier or number', () => {
    expect(trackingUrlOf('CJ대한통운', '1234 5678')).toBe('https://trace.cjlogistics.com/next/tracking.html?wblNo=1234%205678');
    expect(trackingUrlOf('모르는택배', '1')).toBeNull();
    expect(trackingUrlOf('CJ대한통운', null)).toBeNull();
  });
});
