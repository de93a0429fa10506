import assert from 'node:assert/strict';
import { allowsCoupons, isIssuable } from './coupon-rules.ts';

it('allows coupons only when the item and every set member allow them', () => {
  assert.equal(allowsCoupons({ couponUseFlag: 'Y' }, []), true);
  assert.equal(allowsCoupons({ couponUseFlag: 'N' }, []), false);
  assert.equal(allowsCoupons({ couponUseFlag: 'Y' }, [{ couponUseFlag: 'Y' }, { couponUseFlag: 'N' }]), false);
  assert.equal(allowsCoupons({ couponUseFlag: 'Y' }, [{ couponUseFlag: 'Y' }, { couponUseFlag: 'Y' }]), true);
});

it('issues only inside the issue window, both ends included', () => {
  const coupon = { issueStartDate: '20250601000000', issueEndDate: '20250630235959' };
  assert.equal(isIssuable(coupon, '20250531235959'), false);
  assert.equal(isIssuable(coupon, '20250601000000'), true);
  assert.equal(isIssuable(coupon, '20250630235959'), true);
  assert.equal(isIssuable(coupon, '20250701000000'), false);
});
