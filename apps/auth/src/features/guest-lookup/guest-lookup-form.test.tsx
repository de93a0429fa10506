import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@shop/testing';
import { fakeFetch } from '../../testing/fake-fetch.ts';
import { GuestLookupForm } from './guest-lookup-form.tsx';

afterEach(() => jest.restoreAllMocks());

describe('GuestLookupForm', () => {
  it('asks for both fields, shows the API refusal, and sends the right values', async () => {
    const submit = jest.fn().mockResolvedValueOnce({ ok: false, message: '주문 정보가 일치하지 않습니다.' });
    await renderAt('/auth/login', <GuestLookupForm submit={submit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '주문조회' }));
    expect(screen.getByText('주문번호를 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('주문 비밀번호를 입력해 주세요.')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('주문번호'), ' OABC ');
    await user.type(screen.getByLabelText('주문 비밀번호'), 'pw1234');
    await user.click(screen.getByRole('button', { name: '주문조회' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '주문 정보가 일치하지 않습니다.');
    expect(submit).toHaveBeenCalledWith({ orderCode: ' OABC ', guestPassword: 'pw1234' });
  });

  it('by phone: asks for the SMS verification first, then sends the verified name, phone and request token', async () => {
    fakeFetch({
      'POST /api/auth/send-auth-number': { body: { requestToken: 'r9', expiresInSeconds: 60 } },
      'POST /api/auth/check-auth-number': { body: { status: 200 } },
    });
    const submit = jest.fn().mockResolvedValueOnce({ ok: false, message: '입력하신 이름과 휴대폰번호로 주문한 비회원 주문 내역이 없습니다.' });
    await renderAt('/auth/login', <GuestLookupForm submit={submit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: '휴대폰 인증으로 조회' }));
    await user.click(screen.getByRole('button', { name: '주문조회' }));
    expect((await screen.findByRole('alert')).textContent).toBe('휴대폰 인증을 먼저 완료해 주세요.');
    expect(submit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('이름'), '김손님');
    await user.type(screen.getByLabelText('휴대폰번호'), '010-7111-0001');
    await user.click(screen.getByRole('button', { name: '인증요청' }));
    expect(await screen.findByRole('button', { name: '재전송' })).toBeTruthy();
    await user.type(screen.getByLabelText('인증번호', { exact: false }), '123456');
    await user.click(screen.getByRole('button', { name: '인증하기' }));
    expect(await screen.findByRole('button', { name: '인증성공' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '주문조회' }));
    expect((await screen.findByRole('alert')).textContent).toBe('입력하신 이름과 휴대폰번호로 주문한 비회원 주문 내역이 없습니다.');
    expect(submit).toHaveBeenCalledWith({ userName: '김손님', phoneNumber: '010-7111-0001', requestToken: 'r9' });
  });
});
