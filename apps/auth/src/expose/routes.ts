import type { ComponentType } from 'react';
import type { RemoteRouteObject } from '@shop/router';
import { paths } from '../config/paths.ts';
import { loadLogin } from '../features/login/api/load-login.ts';
import { loadSnsProviders } from '../features/sns/api/load-sns-providers.ts';
import { messages } from '../messages/ko.ts';
import { memberMessages } from '../messages/member.ko.ts';

const T = memberMessages.titles;

/** A page without data of its own (its state is the form's, or the browser storage's), code-split like every page. */
const page = (id: string, path: string, handle: RemoteRouteObject['handle'], load: () => Promise<{ default: ComponentType }>): RemoteRouteObject => ({
  id, path, handle, lazy: { Component: async () => (await load()).default },
});

/** Routes of the auth remote (exposed as `./routes`). */
const routes: RemoteRouteObject[] = [
  {
    id: 'auth.login',
    path: '/auth/login',
    handle: { layout: 'default', title: messages.titles.login },
    loader: loadLogin,
    lazy: { Component: async () => (await import('../app/routes/login.tsx')).default },
  },
  { ...page('auth.registrationOptions', paths.registrationOptions.path, { layout: 'default', title: T.registrationOptions }, () => import('../app/routes/registration-options.tsx')), loader: loadSnsProviders },
  page('auth.verifySms', paths.verifySms.path, { layout: 'default', title: T.verifySms }, () => import('../app/routes/verify-sms.tsx')),
  page('auth.register', paths.register.path, { layout: 'default', title: T.register }, () => import('../app/routes/register.tsx')),
  page('auth.registerComplete', paths.registerComplete.path, { layout: 'default', title: T.registerComplete }, () => import('../app/routes/register-complete.tsx')),
  page('auth.joinComplete', paths.joinComplete.path, { layout: 'default', title: T.registerComplete }, () => import('../app/routes/register-complete.tsx')),
  page('auth.findId', paths.findId.path, { layout: 'default', title: T.findId }, () => import('../app/routes/find-id.tsx')),
  page('auth.findIdPw', paths.findIdPw.path, { layout: 'default', title: T.findIdPw }, () => import('../app/routes/find-id.tsx')),
  page('auth.findPassword', paths.findPassword.path, { layout: 'default', title: T.findPassword }, () => import('../app/routes/find-password.tsx')),
  { ...page('auth.snsRegister', paths.snsRegister.path, { layout: 'default', title: T.snsRegister }, () => import('../app/routes/sns-register.tsx')), loader: loadSnsProviders },
  { ...page('auth.snsStep1', paths.snsStep1.path, { layout: 'default', title: T.snsRegister }, () => import('../app/routes/sns-register.tsx')), loader: loadSnsProviders },
  page('auth.snsStep2', paths.snsStep2.path, { layout: 'default', title: T.snsStep2 }, () => import('../app/routes/sns-auth-step2.tsx')),
  ...(['kakao', 'naver', 'apple'] as const).map((provider) =>
    page(`auth.sns.${provider}Callback`, paths.snsCallback.getHref(provider), { layout: 'sub', title: T.snsCallback }, () => import('../app/routes/sns-callback.tsx'))),
  page('auth.updateExpiredPassword', paths.updateExpiredPassword.path, { layout: 'default', guard: 'auth', title: T.expiredPassword },
    () => import('../app/routes/update-expired-password.tsx')),
  page('auth.updateTemporaryPassword', paths.updateTemporaryPassword.path, { layout: 'default', title: T.temporaryPassword },
    () => import('../app/routes/update-temporary-password.tsx')),
  page('auth.dormantAccount', paths.dormantAccount.path, { layout: 'default', title: T.dormant }, () => import('../app/routes/dormant-account.tsx')),
];

export default routes;
