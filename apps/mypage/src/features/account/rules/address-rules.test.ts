import { firstAddressProblem } from './address-rules.ts';

const OK = { title: '집', userName: '이쇼핑', mobile: '010-2345-6789', zipcode: '04524', address: '서울 중구 세종대로 110', addressDetail: '3층' };

describe('firstAddressProblem', () => {
  it('passes a complete address and names the first refused field with the spec message', () => {
    expect(firstAddressProblem(OK)).toBeNull();
    expect(firstAddressProblem({ ...OK, zipcode: '123' })).toEqual({ field: 'zipcode', message: '5 자리로 입력해 주세요.' });
    expect(firstAddressProblem({ ...OK, mobile: '' })).toEqual({ field: 'mobile', message: '휴대폰번호를 입력해주세요.' });
    expect(firstAddressProblem({ ...OK, userName: '' })).toEqual({ field: 'userName', message: '필수 입력 항목입니다.' });
  });
});
