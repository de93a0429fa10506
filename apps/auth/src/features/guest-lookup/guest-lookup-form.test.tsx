import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@shop/testing';
import { GuestLookupForm } from './guest-lookup-form.tsx';

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
});
