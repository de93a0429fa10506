import { useEffect, useState } from 'react';
import { callContract, type VerifiedPhoneInput } from '@shop/api-client';
import { Button } from '@shop/ui';
import { attempt, sameOriginApi } from '../lib/same-origin.ts';
import { formatTimer, problemOf, RULES } from '../lib/form-rules.ts';
import { memberMessages } from '../messages/member.ko.ts';
import { TextField } from './text-field.tsx';

const copy = memberMessages.sms;

type SmsVerificationProps = {
  /** Prefix of the input ids (two verifications never share a page, but ids stay unique). */
  idPrefix: string;
  /** Called once the code was accepted. */
  onVerified: (phone: VerifiedPhoneInput) => void;
};

/**
 * 이름 / 휴대폰번호 / 인증번호 with 인증요청 → 재전송, a countdown of the code's life and 인증하기 → 인증성공.
 * Codes are checked by the API (single use, short-lived, attempt-limited); its Korean messages are shown as they are.
 */
export function SmsVerification({ idPrefix, onVerified }: SmsVerificationProps) {
  const [userName, setUserName] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ userName?: string; phone?: string; code?: string }>({});
  const [requestToken, setRequestToken] = useState<string | null>(null);
  const [deadline, setDeadline] = useState(0);
  const [remaining, setRemaining] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!deadline || verified) return undefined;
    const tick = () => setRemaining(Math.max(0, Math.round((deadline - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline, verified]);

  const request = async () => {
    const next = { userName: problemOf(RULES.userName, userName) ?? undefined, phone: problemOf(RULES.phoneNumber, phone) ?? undefined };
    setErrors(next);
    if (next.userName || next.phone) return;
    setPending(true);
    const sent = await attempt(() => callContract(sameOriginApi, 'POST /api/auth/send-auth-number', { body: { userName: userName.trim(), phoneNumber: phone }, cache: 'no-store' }));
    setPending(false);
    if (!sent.ok) {
      setNotice(sent.message);
      return;
    }
    setRequestToken(sent.value.requestToken);
    setDeadline(Date.now() + sent.value.expiresInSeconds * 1000);
    setCode('');
    setNotice(copy.sent);
  };

  const confirm = async () => {
    if (!requestToken) {
      setErrors({ code: copy.requestFirst });
      return;
    }
    const codeProblem = problemOf(RULES.authNumber, code);
    setErrors({ code: codeProblem ?? undefined });
    if (codeProblem) return;
    setPending(true);
    const input = { userName: userName.trim(), phoneNumber: phone, requestToken };
    const checked = await attempt(() => callContract(sameOriginApi, 'POST /api/auth/check-auth-number', { body: { ...input, authNumber: code.trim() }, cache: 'no-store' }));
    setPending(false);
    if (!checked.ok) {
      setErrors({ code: checked.message });
      return;
    }
    setVerified(true);
    setNotice(copy.verified);
    onVerified(input);
  };

  const expired = requestToken !== null && !verified && remaining === 0 && deadline > 0;
  return (
    <fieldset className="auth-sms" disabled={verified}>
      <TextField id={`${idPrefix}-name`} label={copy.userName} placeholder={copy.userNamePlaceholder} autoComplete="name" value={userName}
        error={errors.userName} onChange={(e) => setUserName(e.target.value)} />
      <div className="auth-sms__row">
        <TextField id={`${idPrefix}-phone`} label={copy.phone} placeholder={copy.phonePlaceholder} inputMode="tel" autoComplete="tel" value={phone}
          error={errors.phone} onChange={(e) => setPhone(e.target.value)} />
        <Button type="button" variant="secondary" onClick={() => void request()} disabled={pending || verified}>
          {requestToken ? copy.resend : copy.request}
        </Button>
      </div>
      <div className="auth-sms__row">
        <TextField id={`${idPrefix}-code`} label={copy.code} placeholder={copy.codePlaceholder} inputMode="numeric" autoComplete="one-time-code"
          maxLength={6} value={code} error={errors.code ?? (expired ? copy.expired : undefined)} onChange={(e) => setCode(e.target.value)}
          trailing={requestToken && !verified ? <span className="auth-sms__timer" aria-live="off">{copy.timer(formatTimer(remaining))}</span> : null} />
        <Button type="button" variant="secondary" onClick={() => void confirm()} disabled={pending || verified}>
          {verified ? copy.verified : copy.confirm}
        </Button>
      </div>
      {notice ? <p className="auth-sms__notice" role="status">{notice}</p> : null}
    </fieldset>
  );
}
