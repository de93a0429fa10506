import { useState, type FormEvent } from 'react';
import { callContract, getUserMessage, type Profile } from '@shop/api-client';
import { Button, useDialog } from '@shop/ui';
import { useClientApi } from '@shop/ui/client-api';
import { pageMessages } from '../../../messages/pages.ko.ts';
import { fromDateInputValue, toDateInputValue } from '../rules/birthday-format.ts';

const copy = pageMessages.profile;

/** 내 정보 관리: the password re-check (skipped for social members), then the form of what the member may change. */
export function ProfileForm({ initial }: { initial: Profile | null }) {
  const api = useClientApi();
  const { alert, dialog } = useDialog();
  const [profile, setProfile] = useState(initial);
  const [token, setToken] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');

  const check = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { verifyToken } = await callContract(api, 'POST /api/mypage/verify-password', { body: { password } });
      setToken(verifyToken);
      setProfile((await callContract(api, 'GET /api/mypage/profile', { query: { verifyToken }, cache: 'no-store' })).profile);
      setError('');
    } catch (failure) {
      setError(getUserMessage(failure));
    }
  };

  if (!profile) {
    return (
      <form className="mypage-form mypage-form--narrow" onSubmit={(e) => void check(e)} noValidate>
        <h2 className="mypage-section__title">{copy.checkTitle}</h2>
        <p className="mypage-form__note">{copy.checkDescription}</p>
        <label className="mypage-form__field"><span>{copy.password}</span><input type="password" name="password" value={password} autoComplete="current-password" onChange={(e) => setPassword(e.target.value)} /></label>
        {error ? <p className="mypage-form__error" role="alert">{error}</p> : null}
        <Button type="submit">{copy.confirm}</Button>
      </form>
    );
  }

  const p = profile;
  const set = (patch: Partial<Profile>) => setProfile({ ...p, ...patch });
  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      setProfile(await callContract(api, 'POST /api/mypage/profile', { body: { verifyToken: token, email: p.email, birthday: p.birthday, gender: p.gender, receiveSms: p.receiveSms, receiveEmail: p.receiveEmail } }));
      await alert(copy.saved);
    } catch (failure) {
      await alert(getUserMessage(failure));
    }
  };
  return (
    <form className="mypage-form mypage-form--narrow" onSubmit={(e) => void save(e)} noValidate>
      <dl className="mypage-dl">
        <div><dt>{copy.loginId}</dt><dd>{p.loginId}</dd></div>
        <div><dt>{copy.name}</dt><dd>{p.name}</dd></div>
        <div><dt>{copy.mobile}</dt><dd>{p.mobile}</dd></div>
      </dl>
      <label className="mypage-form__field"><span>{copy.email}</span><input type="email" name="email" value={p.email} onChange={(e) => set({ email: e.target.value })} /></label>
      <label className="mypage-form__field"><span>{copy.birthday}</span><input type="date" name="birthday" value={toDateInputValue(p.birthday)} onChange={(e) => set({ birthday: fromDateInputValue(e.target.value) })} /></label>
      <label className="mypage-form__field">
        <span>{copy.gender}</span>
        <select name="gender" value={p.gender} onChange={(e) => set({ gender: e.target.value as Profile['gender'] })}>
          {['', 'M', 'F'].map((g) => <option key={g} value={g}>{copy.genders[g]}</option>)}
        </select>
      </label>
      <label className="mypage-form__check"><input type="checkbox" checked={p.receiveSms === 'Y'} onChange={(e) => set({ receiveSms: e.target.checked ? 'Y' : 'N' })} /> {copy.receiveSms}</label>
      <label className="mypage-form__check"><input type="checkbox" checked={p.receiveEmail === 'Y'} onChange={(e) => set({ receiveEmail: e.target.checked ? 'Y' : 'N' })} /> {copy.receiveEmail}</label>
      <Button type="submit">{copy.save}</Button>
      {dialog}
    </form>
  );
}
