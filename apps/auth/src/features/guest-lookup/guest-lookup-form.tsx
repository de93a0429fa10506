import { useState, type FormEvent } from 'react';
import type { VerifiedPhoneInput } from '@shop/api-client';
import { useNavigate } from '@shop/router';
import { markLoggedIn, sessionAtom } from '@shop/session';
import { useSetAtom } from 'jotai';
import { SmsVerification } from '../../components/sms-verification.tsx';
import { paths } from '../../config/paths.ts';
import { guestLookupMessages as copy } from '../../messages/guest-lookup.ko.ts';
import { submitGuestLookup, type GuestLookupResult, type GuestLookupValues } from './submit-guest-lookup.ts';

type Props = { submit?: (values: GuestLookupValues) => Promise<GuestLookupResult> };
type Mode = 'order' | 'phone';

/**
 * 비회원 주문조회: order number and order password, or name and phone verified by SMS code, sign a guest in; then the
 * guest's orders open (one order, or every guest order of that name and phone).
 */
export function GuestLookupForm({ submit = submitGuestLookup }: Props) {
  const navigate = useNavigate();
  const setSession = useSetAtom(sessionAtom);
  const [mode, setMode] = useState<Mode>('order');
  const [orderCode, setOrderCode] = useState('');
  const [guestPassword, setGuestPassword] = useState('');
  const [verified, setVerified] = useState<VerifiedPhoneInput | null>(null);
  const [errors, setErrors] = useState<{ orderCode?: string; guestPassword?: string; form?: string }>({});
  const [pending, setPending] = useState(false);

  const send = async (values: GuestLookupValues) => {
    setPending(true);
    const result = await submit(values);
    setPending(false);
    if (!result.ok) {
      setErrors({ form: result.message });
      return;
    }
    setSession((current) => markLoggedIn(current, { user: result.session.user, status: null, isGuest: true }));
    void navigate(paths.guestOrders.getHref(), { replace: true });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mode === 'phone') {
      if (!verified) {
        setErrors({ form: copy.verifyFirst });
        return;
      }
      await send(verified);
      return;
    }
    const found = { orderCode: orderCode.trim() ? undefined : copy.orderCodeRequired, guestPassword: guestPassword ? undefined : copy.passwordRequired };
    setErrors(found);
    if (found.orderCode || found.guestPassword) return;
    await send({ orderCode, guestPassword });
  };

  const switchTo = (next: Mode) => {
    setMode(next);
    setErrors({});
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

  const tab = (value: Mode, label: string) => (
    <button
      type="button" role="tab" id={`guest-tab-${value}`} aria-selected={mode === value} aria-controls="guest-lookup-panel"
      className={mode === value ? 'auth-tabs__link active' : 'auth-tabs__link'} onClick={() => switchTo(value)}
    >
      {label}
    </button>
  );

  return (
    <section className="auth-guest-lookup" aria-labelledby="guest-lookup-heading">
      <h2 className="auth-card__title" id="guest-lookup-heading">{copy.heading}</h2>
      <div className="auth-tabs" role="tablist" aria-label={copy.modes}>
        {tab('order', copy.byOrder)}
        {tab('phone', copy.byPhone)}
      </div>
      <div id="guest-lookup-panel" role="tabpanel" aria-labelledby={`guest-tab-${mode}`}>
        <p className="auth-card__description">{mode === 'order' ? copy.description : copy.phoneDescription}</p>
        <form className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)}>
          {mode === 'order' ? (
            <>
              {field('orderCode', copy.orderCode, orderCode, setOrderCode, 'text')}
              {field('guestPassword', copy.guestPassword, guestPassword, setGuestPassword, 'password')}
            </>
          ) : (
            <SmsVerification idPrefix="guest-sms" onVerified={(phone) => { setVerified(phone); setErrors({}); }} />
          )}
          {errors.form ? <p className="auth-field__error" role="alert">{errors.form}</p> : null}
          <button className="ui-button ui-button--secondary ui-button--lg ui-button--block" type="submit" disabled={pending}>
            {pending ? copy.submitting : copy.submit}
          </button>
        </form>
      </div>
    </section>
  );
}
