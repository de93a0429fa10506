import { useState } from 'react';
import type { FormEvent } from 'react';
import { callContract } from '@shop/api-client';
import { Button, useDialog } from '@shop/ui';
import { usePostcodeSearch } from '@shop/ui/postcode-search';
import { BirthdaySelect, birthdayText } from '../../../components/birthday-select.tsx';
import { PasswordToggle } from '../../../components/password-toggle.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { birthdayProblem, confirmRule, problemOf, RULES } from '../../../lib/form-rules.ts';
import { attempt, sameOriginApi } from '../../../lib/same-origin.ts';
import { memberMessages } from '../../../messages/member.ko.ts';
import { birthYears, seoulToday, type JoinCredentials, type JoinOutcome, type VerifiedJoin } from '../verified-join.ts';
import { ConsentList, type Consents } from './consent-list.tsx';

const copy = memberMessages.register;

type Values = {
  loginId: string; password: string; passwordConfirm: string; email: string; year: string; month: string; day: string; gender: '' | 'M' | 'F';
  zipcode: string; address: string; addressDetail: string; receiveSms: 'Y' | 'N'; receiveEmail: 'Y' | 'N';
};
const INITIAL: Values = {
  loginId: '', password: '', passwordConfirm: '', email: '', year: '', month: '', day: '', gender: '', zipcode: '', address: '', addressDetail: '',
  receiveSms: 'N', receiveEmail: 'N',
};

type Errors = Partial<Record<keyof Values | 'birthday' | 'consents' | 'form', string>>;

/** The sign-up form: id with duplicate check, password rules, profile, opt-ins and consents; the verified phone is read-only. */
export function RegisterForm({ verified, onJoined }: { verified: VerifiedJoin; onJoined: (outcome: JoinOutcome, credentials: JoinCredentials) => Promise<void> | void }) {
  const [values, setValues] = useState<Values>(INITIAL);
  const [errors, setErrors] = useState<Errors>({});
  const [checkedId, setCheckedId] = useState<string | null>(null);
  const [idNotice, setIdNotice] = useState<string | null>(null);
  const [consents, setConsents] = useState<Consents>({ terms: false, privacy: false, marketing: false });
  const [carry, setCarry] = useState(verified.guestOrderCount > 0);
  const [showPassword, setShowPassword] = useState(false);
  const [pending, setPending] = useState(false);
  const { confirm, dialog } = useDialog();
  const today = seoulToday();

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (name === 'loginId') {
      setCheckedId(null);
      setIdNotice(null);
    }
  };

  // 주소 검색: Daum's postcode window; without it (no network, blocked script) the member types the address.
  const postcode = usePostcodeSearch({ zipcode: 'join-zipcode', addressDetail: 'join-addressDetail' },
    (found) => setValues((current) => ({ ...current, zipcode: found.zipcode, address: found.address })));

  const checkId = async () => {
    const problem = problemOf(RULES.loginId, values.loginId);
    setErrors((e) => ({ ...e, loginId: problem ?? undefined }));
    if (problem) return;
    const answer = await attempt(() => callContract(sameOriginApi, 'POST /api/auth/user/duplicate', { body: { loginId: values.loginId }, cache: 'no-store' }));
    if (!answer.ok) return setErrors((e) => ({ ...e, loginId: answer.message }));
    if (answer.value.duplicated === 'Y') {
      setErrors((e) => ({ ...e, loginId: copy.idTaken }));
      return undefined;
    }
    setCheckedId(values.loginId);
    setIdNotice(copy.idAvailable);
    return undefined;
  };

  const validate = (): Errors => {
    const found: Errors = {
      loginId: problemOf(RULES.loginId, values.loginId) ?? (checkedId === values.loginId ? undefined : copy.idCheckFirst),
      password: problemOf(RULES.password, values.password) ?? undefined,
      passwordConfirm: problemOf(confirmRule(() => values.password), values.passwordConfirm) ?? undefined,
      email: problemOf(RULES.email, values.email) ?? undefined,
      birthday: birthdayProblem(values.year, values.month, values.day, today) ?? undefined,
      consents: consents.terms && consents.privacy ? undefined : copy.consentRequired,
    };
    return Object.fromEntries(Object.entries(found).filter(([, v]) => v)) as Errors;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      document.getElementById(first === 'consents' ? 'consent-terms' : first === 'birthday' ? 'join-year' : `join-${first}`)?.focus();
      return;
    }
    if (!(await confirm(copy.confirm))) return;
    setPending(true);
    const answer = await attempt(() => callContract(sameOriginApi, 'POST /api/auth/join', { body: {
      userName: verified.userName, phoneNumber: verified.phoneNumber, requestToken: verified.requestToken,
      loginId: values.loginId, password: values.password, passwordConfirm: values.passwordConfirm, email: values.email.trim(),
      birthday: birthdayText(values), gender: values.gender,
      zipcode: values.zipcode.trim(), address: values.address.trim(), addressDetail: values.addressDetail.trim(),
      receiveSms: values.receiveSms, receiveEmail: values.receiveEmail, agreedTerms: true, agreedPrivacy: true, carryGuestOrders: carry,
    }, cache: 'no-store' }));
    if (!answer.ok) {
      setPending(false);
      setErrors({ form: answer.message });
      return;
    }
    const { carriedOrders, creditedPoint, welcomeCouponCount } = answer.value;
    // Still pending while the page signs the new member in and moves on.
    await onJoined({ carriedOrders, creditedPoint, welcomeCouponCount }, { loginId: values.loginId, password: values.password });
  };

  const radio = (name: 'receiveSms' | 'receiveEmail', label: string) => (
    <fieldset className="auth-radios">
      <legend className="auth-field__label">{label}</legend>
      {(['Y', 'N'] as const).map((v) => (
        <label key={v} className="auth-check">
          <input type="radio" name={name} value={v} checked={values[name] === v} onChange={() => set(name, v)} />
          <span>{v === 'Y' ? copy.agree : copy.disagree}</span>
        </label>
      ))}
    </fieldset>
  );

  return (
    <form className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={pending || undefined}>
      {dialog}
      <h2 className="auth-section__title">{copy.basic}</h2>
      <div className="auth-sms__row">
        <TextField id="join-loginId" label={copy.loginId} placeholder={copy.loginIdHint} autoComplete="username" autoCapitalize="none" value={values.loginId}
          error={errors.loginId} onChange={(e) => set('loginId', e.target.value)} />
        <Button type="button" variant="secondary" onClick={() => void checkId()}>{copy.duplicateCheck}</Button>
      </div>
      {idNotice ? <p className="auth-sms__notice" role="status">{idNotice}</p> : null}
      <TextField id="join-password" label={copy.password} placeholder={copy.passwordHint} type={showPassword ? 'text' : 'password'} autoComplete="new-password"
        value={values.password} error={errors.password} onChange={(e) => set('password', e.target.value)}
        trailing={<PasswordToggle visible={showPassword} onToggle={() => setShowPassword((s) => !s)} />} />
      <TextField id="join-passwordConfirm" label={copy.passwordConfirm} type={showPassword ? 'text' : 'password'} autoComplete="new-password"
        value={values.passwordConfirm} error={errors.passwordConfirm} onChange={(e) => set('passwordConfirm', e.target.value)} />
      <TextField id="join-name" label={copy.name} value={verified.userName} readOnly />
      <TextField id="join-phone" label={copy.phone} value={verified.phoneNumber} readOnly />
      <TextField id="join-email" label={copy.email} type="email" autoComplete="email" value={values.email} error={errors.email}
        onChange={(e) => set('email', e.target.value)} />
      <BirthdaySelect idPrefix="join" value={{ year: values.year, month: values.month, day: values.day }} years={birthYears(today)} error={errors.birthday}
        onChange={(b) => setValues((current) => ({ ...current, ...b }))} />
      <fieldset className="auth-radios">
        <legend className="auth-field__label">{copy.gender}</legend>
        {([['', copy.genderNone], ['F', copy.genderF], ['M', copy.genderM]] as const).map(([v, label]) => (
          <label key={v || 'none'} className="auth-check">
            <input type="radio" name="gender" value={v} checked={values.gender === v} onChange={() => set('gender', v)} />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      <div className="auth-sms__row">
        <TextField id="join-zipcode" label={copy.zipcode} inputMode="numeric" autoComplete="postal-code" maxLength={5} value={values.zipcode}
          onChange={(e) => set('zipcode', e.target.value.replace(/\D/g, '').slice(0, 5))} />
        <Button type="button" variant="secondary" onClick={() => void postcode.search()}>{copy.searchAddress}</Button>
      </div>
      {postcode.failed ? <p className="auth-hint" role="status">{copy.postcodeUnavailable}</p> : null}
      <TextField id="join-address" label={copy.address} autoComplete="address-line1" value={values.address} onChange={(e) => set('address', e.target.value)} />
      <TextField id="join-addressDetail" label={copy.addressDetail} autoComplete="address-line2" value={values.addressDetail} onChange={(e) => set('addressDetail', e.target.value)} />
      <h2 className="auth-section__title">{copy.receive}</h2>
      {radio('receiveSms', copy.receiveSms)}
      {radio('receiveEmail', copy.receiveEmail)}
      <p className="auth-hint">{copy.receiveHint}</p>
      <h2 className="auth-section__title">{copy.terms}</h2>
      <ConsentList value={consents} error={errors.consents} onChange={(next) => {
        setConsents(next);
        if (next.marketing !== consents.marketing) setValues((v) => ({ ...v, receiveSms: next.marketing ? 'Y' : 'N', receiveEmail: next.marketing ? 'Y' : 'N' }));
      }} />
      {verified.guestOrderCount > 0 ? (
        <section className="auth-carry" aria-labelledby="carry-title">
          <h2 className="auth-section__title" id="carry-title">{copy.carryTitle}</h2>
          <p>{copy.carryText(verified.guestOrderCount)}</p>
          <label className="auth-check">
            <input type="checkbox" checked={carry} onChange={(e) => setCarry(e.target.checked)} />
            <span>{copy.carryLabel}</span>
          </label>
        </section>
      ) : null}
      {errors.form ? <p className="auth-form__error" role="alert">{errors.form}</p> : null}
      <Button type="submit" size="lg" block disabled={pending}>{pending ? copy.submitting : copy.submit}</Button>
    </form>
  );
}
