import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { UI_MESSAGES } from '../messages/ko.ts';
import { cx } from '../lib/class-names.ts';

/** Props of `Modal`. */
export type ModalProps = {
  /** Whether the modal is shown (it renders nothing when closed). */
  open: boolean;
  /** Heading of the dialog; it also names it. */
  title: ReactNode;
  /** Called on Escape, on the close button and on a click on the backdrop. */
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the content. */
  footer?: ReactNode;
  /** `alertdialog` for confirmations that interrupt; `dialog` otherwise. */
  role?: 'dialog' | 'alertdialog';
  /** Hides the × button (confirmations close through their buttons). */
  hideClose?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * An accessible modal dialog (rendered into `document.body`): `aria-modal`, named by its title, focus moved in
 * on open (to `[data-autofocus]` or the first control), kept inside with Tab, given back on close; Escape and
 * the backdrop close it. Render it only in the browser flow (it is closed during server rendering).
 */
export function Modal({ open, title, onClose, children, footer, role = 'dialog', hideClose = false, size = 'sm', className }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = panel.current;
    const first = root?.querySelector<HTMLElement>('[data-autofocus]') ?? (root ? focusables(root)[0] : undefined);
    (first ?? root)?.focus();
    return () => previous?.focus();
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = focusables(panel.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="ui-modal" onKeyDown={onKeyDown}>
      <div className="ui-modal__backdrop" aria-hidden="true" onClick={() => closeRef.current()} />
      <div ref={panel} role={role} aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={cx('ui-modal__panel', `ui-modal__panel--${size}`, className)}>
        <div className="ui-modal__header">
          <h2 id={titleId} className="ui-modal__title">
            {title}
          </h2>
          {hideClose ? null : (
            <button type="button" className="ui-modal__close" aria-label={UI_MESSAGES.dialog.close} onClick={() => closeRef.current()}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div className="ui-modal__body">{children}</div>
        {footer ? <div className="ui-modal__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
