import assert from 'node:assert/strict';
import { tossErrorMessage } from './toss-errors.ts';

describe('tossErrorMessage', () => {
  it('maps the failure codes of the order sheet to their Korean messages', () => {
    assert.equal(tossErrorMessage('userCancel'), '결제를 취소하셨습니다.');
    assert.equal(tossErrorMessage('paymentTimeExpire'), '결제 시간이 초과되었습니다.');
    assert.equal(tossErrorMessage('BAD_REQUEST_PAY_MIN_FAIL'), '최소 결제 금액을 확인해주세요.');
    assert.equal(tossErrorMessage('OwnerAuthFail'), '본인 카드 인증 오류가 발생했습니다.');
    assert.equal(tossErrorMessage('REJECT_CARD_PAYMENT'), '한도 초과 또는 잔액 부족으로 결제에 실패했습니다.');
  });

  it('answers the general message for an unknown code, also for names of object members', () => {
    assert.equal(tossErrorMessage('SOMETHING_NEW'), '서버 내부 에러가 발생하였습니다. 신속히 조치하겠습니다.');
    assert.equal(tossErrorMessage('toString'), '서버 내부 에러가 발생하였습니다. 신속히 조치하겠습니다.');
  });
});
