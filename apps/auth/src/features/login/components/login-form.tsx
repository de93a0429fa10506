import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from '@shop/router';
import { Button, useForm } from '@shop/ui';
import { paths } from '../../../config/paths.ts';
import { messages } from '../../../messages/ko.ts';
import { readSavedLoginId, writeSavedLoginId } from '../saved-login-id.ts';
import { submitLogin } from '../api/submit-login.ts';
import type { LoginResult } from '../api/submit-login.ts';
import { field, required } from '@shop/validators';
import { PasswordToggle } from '../../../components/password-toggle.tsx';
import { TextField } from '../../../components/text-field.tsx';

const copy = messages.login;

type LoginFormProps = {
  /** Called after the shell accepted the credentials. */
  onSuccess: (result: Extract<LoginResult, { ok: true }>) => void;
  /** Sends the credentials; the shell's `/session/login` by default. */
  submit?: typeof submitLogin;
  /** The last login method of this browser ('id' shows the "최근 로그인" mark on the button). */
  lastMethod?: string | null;
};

/** 아이디 / 비밀번호 form with show-password, "아이디 저장" and the server's message on failure. */
/** Both fields are required ('필수 입력 항목입니다.'); the id format is the API's to judge (older ids must still log in). */
const LOGIN_RULES = { loginId: field(required()), password: field(required()) };

export function LoginForm({ onSuccess, submit = submitLogin, lastMethod = null }: LoginFormProps) {
  const form = useForm({ initialValues: { loginId: '', password: '' }, rules: LOGIN_RULES });
  const [remember, setRemember] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const loginIdRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const { setValue } = form;

  useEffect(() => {
    setHydrated(true);
    const saved = readSavedLoginId();
    if (saved) {
      setValue('loginId', saved);
      setRemember(true);
    }
    // After hydration only: storage is not readable during the server render.
  }, [setValue]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setServerError(null);
    if (!(await form.validateAll())) {
      (form.fields.loginId.valid ? passwordRef : loginIdRef).current?.focus();
      return;
    }
    setPending(true);
    const result = await submit(form.values);
    setPending(false);
    if (!result.ok) {
      setServerError(result.message);
      form.reset({ loginId: form.values.loginId, password: '' });
      passwordRef.current?.focus();
      return;
    }
    writeSavedLoginId(form.values.loginId.trim(), remember);
    onSuccess(result);
  };

  return (
    <form className="auth-form" method="post" noValidate onSubmit={onSubmit} aria-busy={pending || undefined}>
      <TextField
        ref={loginIdRef}
        id="login-id"
        name="loginId"
        label={copy.loginIdLabel}
        placeholder={copy.loginIdPlaceholder}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={form.values.loginId}
        error={form.fields.loginId.error ?? undefined}
        onChange={(event) => setValue('loginId', event.target.value)}
        onBlur={() => form.blur('loginId')}
      />
      <TextField
        ref={passwordRef}
        id="login-password"
        name="password"
        type={showPassword ? 'text' : 'password'}
        label={copy.passwordLabel}
        placeholder={copy.passwordPlaceholder}
        autoComplete="current-password"
        value={form.values.password}
        error={form.fields.password.error ?? undefined}
        onChange={(event) => setValue('password', event.target.value)}
        onBlur={() => form.blur('password')}
        trailing={<PasswordToggle visible={showPassword} onToggle={() => setShowPassword((shown) => !shown)} />}
      />
      <label className="auth-check">
        <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
        <span>{copy.saveLoginId}</span>
      </label>
      {serverError ? (
        <p className="auth-form__error" role="alert">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" size="lg" block disabled={!hydrated || pending}>
        {pending ? copy.submitting : copy.submit}
      </Button>
      {lastMethod === 'id' ? <p className="auth-last-method"><span className="auth-badge">{copy.lastMethod}</span></p> : null}
      <nav className="auth-links" aria-label={copy.helpLinks}>
        <Link to={paths.findId.getHref()}>{copy.findId}</Link>
        <Link to={paths.findPassword.getHref()}>{copy.findPassword}</Link>
      </nav>
      <p className="auth-join">
        <span>{copy.joinPrompt}</span> <Link to={paths.registrationOptions.getHref()}>{copy.join}</Link>
      </p>
    </form>
  );
}
