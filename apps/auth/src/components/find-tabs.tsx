import { NavLink } from '@shop/router';
import { paths } from '../config/paths.ts';
import { memberMessages } from '../messages/member.ko.ts';

/** The 아이디 찾기 / 비밀번호 찾기 switch of the recovery pages. */
export function FindTabs() {
  const copy = memberMessages.tabs;
  return (
    <nav className="auth-tabs" aria-label={copy.label}>
      <NavLink to={paths.findId.getHref()} className="auth-tabs__link">{copy.findId}</NavLink>
      <NavLink to={paths.findPassword.getHref()} className="auth-tabs__link">{copy.findPassword}</NavLink>
    </nav>
  );
}
