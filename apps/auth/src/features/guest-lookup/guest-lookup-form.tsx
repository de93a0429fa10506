import { useState, type FormEvent } from 'react';
import { useNavigate } from '@shop/router';
import { markLoggedIn, sessionAtom } from '@shop/session';
import { useSetAtom } from 'jotai';
import { paths } from '../../config/paths.ts';
import { guestLookupMessages as copy } from '../../messages/guest-lookup.ko.ts';
import { submitGuestLookup, type GuestLookupResult } from './submit-guest-lookup.ts';

type Props = { submit?: (values: { orderCode: string; guestPassword: string }) => Promise<GuestLookupResult> };

/** 비회원 주문조회: order number and order password sign a guest in, then the guest's orders open. */
export function GuestLookupForm({ submit = submitGuestLookup }: Props) {
  const navigate = useNavigate();
  const setSession = useSetAtom(sessionAtom);
  const [orderCode, setOrderCode] = useState('');
  const [guestPassword, setGuestPassword] = useState('');
  const [errors, setErrors] = useState<{ orderCode?: string; guestPassword?: string; form?: string }>({});
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = { orderCode: orderCode.trim() ? undefined : copy.orderCodeRequired, guestPassword: guestPassword ? undefined : copy.passwordRequired };
    setErrors(found);
    if (found.orderCode || found.guestPassword) return;
    setPending(true);
    const result = await submit({ orderCode, guestPassword });
    setPending(false);
    if (!result.ok) {
      setErrors({ form: result.message });
      return;
    }
    setSession((current) => markLoggedIn(current, { user: result.session.user, status: null, isGuest: true }));
    void navigate(paths.guestOrders.getHref(), { replace: true });
  };

  const field = (id: 'orderCode' | 'guestPassword', label: string, value: string, set: (v: string) => void, type: string) => (
    <div className={errors[id] ? 'auth-field is-invalid' : 'auth-field'}>
      <label className="auth-field__label" htmlFor={`guest-${id}`}>{label}</label>
      <div className="auth-field__control">
        <input
          id={`guest-${id}`} className="auth-field__input" type={type} value={value} autoComplete="off"
          onChange={(e) => set(e.target.value)} aria-invalid={errors[id] ? true : undefined} aria-describedby={errors[id] ? `guest-${id}-error` : undefined}
        />
      </div>
      {errors[id] ? <p className="auth-field__error" id={`guest-${id}-error`}>{errors[id]}</p> : null}
    </div>
  );

  return (
    <section className="auth-guest-lookup" aria-labelledby="guest-lookup-heading">
      <h2 className="auth-card__title" id="guest-lookup-heading">{copy.heading}</h2>
      <p className="auth-card__description">{copy.description}</p>
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        {field('orderCode', copy.orderCode, orderCode, setOrderCode, 'text')}
        {field('guestPassword', copy.guestPassword, guestPassword, setGuestPassword, 'password')}
        {errors.form ? <p className="auth-field__error" role="alert">{errors.form}</p> : null}
        <button className="ui-button ui-button--secondary ui-button--block" type="submit" disabled={pending}>
          {pending ? copy.submitting : copy.submit}
        </button>
      </form>
    </section>
  );
}
