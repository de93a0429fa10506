import { useCallback, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { UI_MESSAGES } from '../messages/ko.ts';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';
import { MultilineText } from './multiline-text.tsx';

type Pending = { kind: 'alert' | 'confirm'; message: string; resolve: (ok: boolean) => void };

/** What `useDialog` gives: the two questions and the element to render. */
export type DialogApi = {
  /** Shows the message with 확인; resolves when closed. */
  alert: (message: string) => Promise<void>;
  /** Shows the message with 취소 / 확인; resolves true for 확인. */
  confirm: (message: string) => Promise<boolean>;
  /** Render this once in the component that asks. */
  dialog: ReactNode;
};

/**
 * The shop's alert and confirm (title "알림", buttons "취소" / "확인", newlines as line breaks) as an accessible
 * modal instead of `window.alert` / `window.confirm`. Closing with Escape answers "no".
 * @example
 * const { confirm, dialog } = useDialog();
 * if (await confirm(M.loginRequired)) navigate('/auth/login');
 * return <>{dialog}…</>;
 */
export function useDialog(): DialogApi {
  const [pending, setPending] = useState<Pending | null>(null);
  const current = useRef<Pending | null>(null);

  const ask = useCallback((kind: Pending['kind'], message: string) => {
    current.current?.resolve(false);
    return new Promise<boolean>((resolve) => {
      const next = { kind, message, resolve };
      current.current = next;
      setPending(next);
    });
  }, []);

  const answer = useCallback((ok: boolean) => {
    const open = current.current;
    current.current = null;
    setPending(null);
    open?.resolve(ok);
  }, []);

  const alert = useCallback(async (message: string) => {
    await ask('alert', message);
  }, [ask]);
  const confirm = useCallback((message: string) => ask('confirm', message), [ask]);

  const m = UI_MESSAGES.dialog;
  const dialog = (
    <Modal
      open={pending !== null}
      role="alertdialog"
      title={m.title}
      hideClose
      onClose={() => answer(false)}
      footer={
        <>
          {pending?.kind === 'confirm' ? (
            <Button variant="outline" onClick={() => answer(false)}>
              {m.cancel}
            </Button>
          ) : null}
          <Button data-autofocus onClick={() => answer(true)}>
            {m.ok}
          </Button>
        </>
      }
    >
      <p className="ui-modal__message">
        <MultilineText text={pending?.message ?? ''} />
      </p>
    </Modal>
  );
  return { alert, confirm, dialog };
}
