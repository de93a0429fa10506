import { useState } from 'react';
import type { FormEvent } from 'react';
import { callContract } from '@shop/api-client';
import { Button, useDialog } from '@shop/ui';
import { formatPoint } from '@shop/validators';
import { accountSecurityMessages } from '../../../messages/account-security.ko.ts';
import type { CloseAccountData } from '../api/load-close-account.ts';
import { attempt, endSession, sameOriginApi } from '../api/same-origin.ts';
import { closeFormProblems, type CloseForm } from '../security-rules.ts';
import { SecurityField } from './security-field.tsx';

const copy = accountSecurityMessages.close;
const REASONS = Object.keys(copy.reasons) as (keyof typeof copy.reasons)[];

/**
 * The warning (points and coupons are lost), reasons, password (not for a member who joined by SNS), consent and a
 * confirm; then the account is closed, the session ends and the visitor goes home.
 */
export function CloseAccountForm({ info, onClosed }: { info: CloseAccountData; onClosed: () => void }) {
  const [form, setForm] = useState<CloseForm>({ reason: '', etcReason: '', password: '', agreed: false });
  const [errors, setErrors] = useState<Partial<Record<keyof CloseForm | 'form', string>>>({});
  const [pending, setPending] = useState(false);
  const { confirm, alert, dialog } = useDialog();
  const needsPassword = info.snsFlag !== 'Y';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = closeFormProblems(form, needsPassword);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!(await confirm(copy.confirm))) return;
    setPending(true);
    const answer = await attempt(() => callContract(sameOriginApi, 'POST /api/auth/secede', { body: { password: form.password, leaveReason: form.reason as 'ETC', etcReason: form.etcReason.trim() }, cache: 'no-store' }));
    if (!answer.ok) {
      setPending(false);
      setErrors({ form: answer.message });
      return;
    }
    await endSession();
    await alert(copy.done);
    onClosed();
  };

  return (
    <form className="account-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={pending || undefined}>
      {dialog}
      <section className="account-warning" aria-labelledby="close-warning">
        <h2 className="mypage-section__title" id="close-warning">{copy.warningTitle}</h2>
        <ul>{copy.warnings.map((w) => <li key={w}>{w}</li>)}</ul>
        <dl className="account-facts">
          <div><dt>{copy.points}</dt><dd>{formatPoint(info.point)}</dd></div>
          <div><dt>{copy.coupons}</dt><dd>{copy.couponUnit(info.couponCount)}</dd></div>
        </dl>
      </section>
      <fieldset className="account-reasons" aria-describedby={errors.reason ? 'close-reason-error' : undefined}>
        <legend className="mypage-section__title">{copy.reasonTitle}</legend>
        {REASONS.map((reason) => (
          <label key={reason} className="account-check">
            <input type="radio" name="leaveReason" value={reason} checked={form.reason === reason} onChange={() => setForm((f) => ({ ...f, reason }))} />
            <span>{copy.reasons[reason]}</span>
          </label>
        ))}
        {errors.reason ? <p className="account-field__error" id="close-reason-error">{errors.reason}</p> : null}
      </fieldset>
      {form.reason === 'ETC' ? (
        <div className={errors.etcReason ? 'account-field is-invalid' : 'account-field'}>
          <label className="account-field__label" htmlFor="close-etc">{copy.etc}</label>
          <textarea id="close-etc" className="account-field__input" rows={4} maxLength={500} placeholder={copy.etcPlaceholder} value={form.etcReason}
            aria-describedby={errors.etcReason ? 'close-etc-error' : undefined} onChange={(e) => setForm((f) => ({ ...f, etcReason: e.target.value }))} />
          {errors.etcReason ? <p className="account-field__error" id="close-etc-error">{errors.etcReason}</p> : null}
        </div>
      ) : null}
      {needsPassword ? (
        <SecurityField id="close-password" label={copy.password} type="password" autoComplete="current-password" value={form.password} error={errors.password}
          onChange={(e) => setForm((f) => ({ ...f, password: e.target.value }))} />
      ) : null}
      <label className="account-check">
        <input type="checkbox" checked={form.agreed} aria-describedby={errors.agreed ? 'close-agree-error' : undefined}
          onChange={(e) => setForm((f) => ({ ...f, agreed: e.target.checked }))} />
        <span>{copy.agree}</span>
      </label>
      {errors.agreed ? <p className="account-field__error" id="close-agree-error">{errors.agreed}</p> : null}
      {errors.form ? <p className="account-form__error" role="alert">{errors.form}</p> : null}
      <Button type="submit" size="lg" disabled={pending}>{copy.submit}</Button>
    </form>
  );
}
