import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

/** How long a toast stays, in milliseconds. */
export const TOAST_DURATION_MS = 1500;

/** What `useToast` gives: `show(message)` and the element to render. */
export type ToastApi = { show: (message: string) => void; toast: ReactNode };

/**
 * A short notice that hides itself (a polite live region, so screen readers announce it). The live region is
 * always rendered, empty until a message is shown.
 */
export function useToast(duration = TOAST_DURATION_MS): ToastApi {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(''), duration);
    },
    [duration],
  );
  const toast = (
    <div className="ui-toast-region" role="status" aria-live="polite">
      {message ? <p className="ui-toast">{message}</p> : null}
    </div>
  );
  return { show, toast };
}
