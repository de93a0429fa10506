import { useCallback, useRef, useState } from 'react';
import { getUserMessage, isApiError } from '@shop/api-client';

/** What `useSubmission` gives a form. */
export type Submission = {
  /** True while the call runs (the submit button is disabled). */
  sending: boolean;
  /** The message shown under the form ('' when none). */
  error: string;
  /** Shows a message found before sending (a missing field, a file too large); always returns undefined. */
  refuse: (message: string) => undefined;
  /**
   * Runs the call once at a time: clears the message, marks the form as sending, and on failure shows the API's
   * Korean message (`fallback` for a failure that is not the API's answer). Resolves with the call's answer, or undefined when it failed or was already running.
   */
  submit: <T>(send: () => Promise<T>) => Promise<T | undefined>;
};

/**
 * The sending and error state of the company-cs forms (1:1 inquiry, partnership, business application).
 * @param fallback The message of a failure that is not an API error.
 * @example
 * const { sending, error, refuse, submit } = useSubmission(M.failed);
 * if (!subject) return refuse(M.required);
 * const saved = await submit(() => callContract(api, 'POST /api/qna/inquiry', { body: multipartBody<CsInquiryInput>(fields, { files }) }));
 * if (saved !== undefined) onSaved();
 */
export function useSubmission(fallback: string): Submission {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const running = useRef(false);

  const refuse = useCallback((message: string) => {
    setError(message);
    return undefined;
  }, []);

  const submit = useCallback(
    async <T,>(send: () => Promise<T>): Promise<T | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setSending(true);
      setError('');
      try {
        return await send();
      } catch (failure) {
        setError(isApiError(failure) ? getUserMessage(failure) : fallback);
        return undefined;
      } finally {
        running.current = false;
        setSending(false);
      }
    },
    [fallback],
  );

  return { sending, error, refuse, submit };
}

/** The form's message (an alert, so screen readers read it at once); nothing when there is none. */
export function FormError({ message }: { message: string }) {
  return message ? (
    <p className="cs-form__error" role="alert">
      {message}
    </p>
  ) : null;
}
