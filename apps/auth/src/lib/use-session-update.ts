import { useSetAtom } from 'jotai';
import { markLoggedIn, sessionAtom, type PublicSession } from '@shop/session';

/** Applies a public session answered by the shell (e.g. after an account-state action) to the page's session atom. */
export function useSessionUpdate(): (session: PublicSession | undefined) => void {
  const setSession = useSetAtom(sessionAtom);
  return (session) => {
    if (session) setSession((current) => markLoggedIn(current, { user: session.user, status: session.status, isGuest: session.isGuest }));
  };
}
