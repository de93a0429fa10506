import { createContext, useCallback, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation, useNavigate } from '@shop/router';
import { isLoggedInAtom } from '@shop/session';
import { useDialog, useToast } from '@shop/ui';
import { CATALOG_MEMBER_MESSAGES } from '../messages/member.ko.ts';

/** The page's alert, confirm and toast, shared by every part of it. */
export type Feedback = {
  alert: (message: string) => Promise<void>;
  confirm: (message: string) => Promise<boolean>;
  toast: (message: string) => void;
};

const FeedbackContext = createContext<Feedback | null>(null);

/** Renders one dialog and one toast region for the page and shares them with its parts. */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const { alert, confirm, dialog } = useDialog();
  const { show, toast } = useToast();
  // One value for the page's life: a new one would reach sections not yet hydrated and make React drop their HTML.
  const feedback = useMemo(() => ({ alert, confirm, toast: show }), [alert, confirm, show]);
  return (
    <FeedbackContext.Provider value={feedback}>
      {children}
      {dialog}
      {toast}
    </FeedbackContext.Provider>
  );
}

/** The page's alert, confirm and toast (inside `FeedbackProvider`). */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback needs a FeedbackProvider');
  return feedback;
}

/** The login page that comes back to `path` afterwards. */
export function loginHref(path: string): string {
  return `/auth/login?redirect=${encodeURIComponent(path)}`;
}

/**
 * Members-only actions: resolves true for a member; a visitor is asked (with `message`, by default "로그인
 * 하셔야 본 서비스를…") whether to log in, and is sent to the login page that returns to this page.
 */
export function useRequireMember(): (message?: string) => Promise<boolean> {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { confirm } = useFeedback();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    async (message: string = CATALOG_MEMBER_MESSAGES.login.required) => {
      if (loggedIn) return true;
      if (await confirm(message)) navigate(loginHref(location.pathname + location.search));
      return false;
    },
    [loggedIn, confirm, navigate, location.pathname, location.search],
  );
}
