// React's scheduler keeps the jsdom environment's MessageChannel port open and Jest never exits: fall back to timers.
delete (globalThis as { MessageChannel?: unknown }).MessageChannel;
import { act, fireEvent, render, screen } from '@testing-library/react';
import * as v from 'valibot';
import { confirmed, loginId, password1, phoneNumber, required, text } from '@shop/validators';
import { useForm } from './use-form.ts';
import { useFormField } from './use-form-field.ts';

function JoinForm({ taken = 'taken01' }: { taken?: string }) {
  const form = useForm({
    initialValues: { loginId: '', password: '', passwordConfirm: '', agree: '' },
    rules: (values) => ({
      loginId: v.pipeAsync(text(), required(), loginId(), v.checkAsync(async (value: string) => value !== taken, 'duplicate')),
      password: v.pipe(text(), required(), password1()),
      passwordConfirm: v.pipe(text(), required(), confirmed(values.password)),
      agree: v.pipe(text(), required()),
    }),
    dependents: { password: ['passwordConfirm'] },
  });
  const show = (name: 'loginId' | 'password' | 'passwordConfirm' | 'agree') => {
    const f = form.fields[name];
    return `${name}:${f.touched ? 'T' : '-'}${f.dirty ? 'D' : '-'}${f.validated ? 'V' : '-'}${f.valid ? 'OK' : 'NO'}${f.pending ? 'P' : ''}:${f.error ?? ''}`;
  };
  return (
    <form>
      <label>
        id
        <input {...form.register('loginId')} />
      </label>
      <label>
        pw
        <input type="password" {...form.register('password')} />
      </label>
      <label>
        pw2
        <input type="password" {...form.register('passwordConfirm')} />
      </label>
      <label>
        agree
        <input type="checkbox" {...form.register('agree')} checked={form.values.agree === 'Y'} />
      </label>
      <output data-testid="state">{['loginId', 'password', 'passwordConfirm', 'agree'].map((n) => show(n as 'loginId')).join('|')}</output>
      <output data-testid="form">{`${form.isValid ? 'valid' : 'invalid'}${form.isPending ? ' pending' : ''}`}</output>
      <button type="button" onClick={() => void form.validateAll()}>submit</button>
      <button type="button" onClick={() => form.reset()}>reset</button>
    </form>
  );
}

const state = () => screen.getByTestId('state').textContent?.split('|') ?? [];

describe('useForm', () => {
  it('starts untouched, clean and unvalidated', () => {
    render(<JoinForm />);
    expect(state()).toEqual(['loginId:---NO:', 'password:---NO:', 'passwordConfirm:---NO:', 'agree:---NO:']);
    expect(screen.getByLabelText('id')).toHaveAttribute('aria-invalid', 'false');
  });

  it('validates on input and marks dirty; on blur marks touched', () => {
    render(<JoinForm />);
    fireEvent.change(screen.getByLabelText('pw'), { target: { value: 'short' } });
    expect(state()[1]).toBe('password:-DVNO:영문/숫자/특수문자(공백제외)를 혼합하여 10자 이상 16자 이하로 입력하세요.');
    expect(screen.getByLabelText('pw')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.blur(screen.getByLabelText('pw2'));
    expect(state()[2]).toBe('passwordConfirm:T-VNO:필수 입력 항목입니다.');
    fireEvent.change(screen.getByLabelText('pw'), { target: { value: '' } });
    expect(state()[1]).toBe('password:--VNO:필수 입력 항목입니다.');
  });

  it('validates checkboxes on change as Y or empty', () => {
    render(<JoinForm />);
    fireEvent.click(screen.getByLabelText('agree'));
    expect(state()[3]).toBe('agree:-DVOK:');
    fireEvent.click(screen.getByLabelText('agree'));
    expect(state()[3]).toBe('agree:--VNO:필수 입력 항목입니다.');
  });

  it('re-validates the confirmation when the password changes', () => {
    render(<JoinForm />);
    fireEvent.change(screen.getByLabelText('pw'), { target: { value: 'abcd1234!@' } });
    fireEvent.change(screen.getByLabelText('pw2'), { target: { value: 'abcd1234!@' } });
    expect(state()[2]).toBe('passwordConfirm:-DVOK:');
    fireEvent.change(screen.getByLabelText('pw'), { target: { value: 'abcd1234!#' } });
    expect(state()[2]).toBe('passwordConfirm:-DVNO:비밀번호가 일치하지 않습니다.');
  });

  it('marks async rules pending and keeps only the latest result', async () => {
    render(<JoinForm />);
    fireEvent.change(screen.getByLabelText('id'), { target: { value: 'taken01' } });
    expect(state()[0]).toBe('loginId:-D-NOP:');
    expect(screen.getByTestId('form')).toHaveTextContent('invalid pending');
    fireEvent.change(screen.getByLabelText('id'), { target: { value: 'free01' } });
    expect(await screen.findByText((_, node) => node?.getAttribute('data-testid') === 'state' && node.textContent?.startsWith('loginId:-DVOK:') === true)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('id'), { target: { value: 'taken01' } });
    expect(await screen.findByText((_, node) => node?.getAttribute('data-testid') === 'state' && node.textContent?.startsWith('loginId:-DVNO:duplicate') === true)).toBeInTheDocument();
  });

  it('validates everything on submit and resets', async () => {
    render(<JoinForm />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    });
    expect(state()).toEqual(['loginId:--VNO:필수 입력 항목입니다.', 'password:--VNO:필수 입력 항목입니다.', 'passwordConfirm:--VNO:필수 입력 항목입니다.', 'agree:--VNO:필수 입력 항목입니다.']);
    fireEvent.change(screen.getByLabelText('id'), { target: { value: 'user01' } });
    fireEvent.change(screen.getByLabelText('pw'), { target: { value: 'abcd1234!@' } });
    fireEvent.change(screen.getByLabelText('pw2'), { target: { value: 'abcd1234!@' } });
    fireEvent.click(screen.getByLabelText('agree'));
    expect(await screen.findByText('valid')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(state()[0]).toBe('loginId:---NO:');
    expect(screen.getByLabelText('id')).toHaveValue('');
  });
});

function PhoneField({ validateOn }: { validateOn?: { input?: boolean; blur?: boolean } }) {
  const phone = useFormField({ name: 'phone', schema: v.pipe(text(), phoneNumber()), validateOn });
  return (
    <>
      <label>
        phone
        <input {...phone.inputProps} />
      </label>
      <p role="alert">{phone.state.error}</p>
    </>
  );
}

describe('useFormField', () => {
  it('shows the phone messages on input', () => {
    render(<PhoneField />);
    fireEvent.change(screen.getByLabelText('phone'), { target: { value: '010-12' } });
    expect(screen.getByRole('alert')).toHaveTextContent('휴대폰번호를 정확히 입력해주세요.');
    fireEvent.change(screen.getByLabelText('phone'), { target: { value: '' } });
    expect(screen.getByRole('alert')).toHaveTextContent('휴대폰번호를 입력해주세요.');
    fireEvent.change(screen.getByLabelText('phone'), { target: { value: '010-1234-5678' } });
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('can wait for blur', () => {
    render(<PhoneField validateOn={{ input: false }} />);
    fireEvent.change(screen.getByLabelText('phone'), { target: { value: '0' } });
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    fireEvent.blur(screen.getByLabelText('phone'));
    expect(screen.getByRole('alert')).toHaveTextContent('휴대폰번호를 정확히 입력해주세요.');
  });
});
