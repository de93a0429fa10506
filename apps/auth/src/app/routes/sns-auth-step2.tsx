import { useEffect, useState } from 'react';
import { Link, useNavigate } from '@shop/router';
import type { VerifiedPhoneInput } from '@shop/api-client';
import { Button, buttonClassName } from '@shop/ui';
import { BirthdaySelect, birthdayText, type Birthday } from '../../components/birthday-select.tsx';
import { SmsVerification } from '../../components/sms-verification.tsx';
import { TextField } from '../../components/text-field.tsx';
import { LAST_LOGIN_METHOD_KEY, TEMP_SNS_USER_KEY } from '../../config/storage-keys.ts';
import { paths } from '../../config/paths.ts';
import { readStored, writeStored } from '../../lib/browser-storage.ts';
import { birthdayProblem, problemOf, RULES } from '../../lib/form-rules.ts';
import { callSession } from '../../lib/same-origin.ts';
import { useSessionUpdate } from '../../lib/use-session-update.ts';
import { memberMessages } from '../../messages/member.ko.ts';
import { ConsentList, type Consents } from '../../features/register/components/consent-list.tsx';
import { birthYears, seoulToday } from '../../features/register/verified-join.ts';
import { TempSnsUserSchema, type TempSnsUser } from '../../features/sns/temp-sns-user.ts';

const copy = memberMessages.sns;
const reg = memberMessages.register;

/** /auth/sns/auth-step2: a new social user verifies a phone and completes "SNS 간편회원 가입" (no id or password). */
export default function SnsAuthStep2Page() {
  const navigate = useNavigate();
  const update = useSessionUpdate();
  const [user, setUser] = useState<TempSnsUser | null | undefined>(undefined);
  const [phone, setPhone] = useState<VerifiedPhoneInput | null>(null);
  const [email, setEmail] = useState('');
  const [birthday, setBirthday] = useState<Birthday>({ year: '', month: '', day: '' });
  const [consents, setConsents] = useState<Consents>({ terms: false, privacy: false, marketing: false });
  const [errors, setErrors] = useState<{ email?: string; birthday?: string; consents?: string; password?: string; form?: string }>({});
  // The verified phone is an existing member's: linking needs that account's password (or being signed in as it).
  const [needProof, setNeedProof] = useState(false);
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const today = seoulToday();

  useEffect(() => {
    const stored = readStored(TEMP_SNS_USER_KEY, TempSnsUserSchema);
    setUser(stored);
    if (stored?.snsEmail) setEmail(stored.snsEmail);
  }, []);

  const submit = async () => {
    if (!user) return;
    const found = {
      email: problemOf(RULES.email, email) ?? undefined,
      birthday: birthdayProblem(birthday.year, birthday.month, birthday.day, today) ?? undefined,
      consents: consents.terms && consents.privacy ? undefined : reg.consentRequired,
      password: needProof && !password ? copy.linkPasswordRequired : undefined,
      form: phone ? undefined : reg.needVerification,
    };
    setErrors(found);
    if (!phone || found.email || found.birthday || found.consents || found.password) return;
    setPending(true);
    const answer = await callSession('POST /session/sns-join', {
      body: {
        snsState: user.snsState, ...phone, email: email.trim(), birthday: birthdayText(birthday),
        agreedTerms: true, agreedPrivacy: true, receiveSms: consents.marketing ? 'Y' : 'N', receiveEmail: consents.marketing ? 'Y' : 'N',
        ...(needProof ? { password } : {}),
      },
      cache: 'no-store',
    });
    setPending(false);
    if (!answer.ok) {
      if (answer.code === 'SNS_LINK_PROOF_REQUIRED') setNeedProof(true);
      if (answer.code === 'SNS_LINK_PASSWORD_WRONG') {
        setPassword('');
        setErrors({ password: answer.message });
        return;
      }
      setErrors({ form: answer.message });
      return;
    }
    writeStored(TEMP_SNS_USER_KEY, null);
    writeStored(LAST_LOGIN_METHOD_KEY, user.snsType, () => globalThis.localStorage);
    update(answer.session);
    void navigate(answer.linked ? paths.home.getHref() : paths.registerComplete.getHref(), { replace: true });
  };

  return (
    <div className="ui-container auth-page">
      <section className="auth-card" aria-labelledby="sns-step2-heading">
        <h1 className="auth-card__title" id="sns-step2-heading">{copy.step2Heading}</h1>
        {user === null ? (
          <div className="auth-empty">
            <p>{copy.expired}</p>
            <Link className={buttonClassName({ size: 'lg', block: true })} to={paths.login.getHref()}>{copy.backToLogin}</Link>
          </div>
        ) : null}
        {user ? (
          <div className="auth-form">
            <p className="auth-card__description">{copy.step2Text(user.snsName)}</p>
            <SmsVerification idPrefix="sns-sms" onVerified={setPhone} />
            <TextField id="sns-email" label={reg.email} type="email" autoComplete="email" value={email} error={errors.email} onChange={(e) => setEmail(e.target.value)} />
            <BirthdaySelect idPrefix="sns" value={birthday} years={birthYears(today)} error={errors.birthday} onChange={setBirthday} />
            <ConsentList value={consents} error={errors.consents} onChange={setConsents} />
            {needProof ? (
              <TextField id="sns-link-password" label={copy.linkPassword} type="password" autoComplete="current-password" value={password}
                error={errors.password} onChange={(e) => setPassword(e.target.value)} />
            ) : null}
            {errors.form ? <p className="auth-form__error" role="alert">{errors.form}</p> : null}
            <Button type="button" size="lg" block disabled={pending} onClick={() => void submit()}>{copy.submit}</Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}
