import type { ReactNode } from 'react';
import { Link } from '@shop/router';
import { UI_MESSAGES } from '../messages/ko.ts';
import { cx } from '../lib/class-names.ts';
import { buttonClassName } from './button.tsx';

/** Props of `EmptyState`. */
export type EmptyStateProps = {
  message: string;
  description?: ReactNode;
  /** An image or icon; a neutral outline icon when left out. */
  icon?: ReactNode;
  /** Shows a "메인으로" link to the home page. */
  homeLink?: boolean;
  /** Extra actions under the message. */
  children?: ReactNode;
  className?: string;
};

function DefaultIcon() {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M24 13v14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="24" cy="34" r="1.8" fill="currentColor" />
    </svg>
  );
}

/** A centred message for empty lists and missing pages, with an optional way back to the home page. */
export function EmptyState({ message, description, icon, homeLink = false, children, className }: EmptyStateProps) {
  return (
    <div className={cx('ui-empty-state', className)}>
      <div className="ui-empty-state__icon">{icon ?? <DefaultIcon />}</div>
      <p className="ui-empty-state__message">{message}</p>
      {description ? <p className="ui-empty-state__description">{description}</p> : null}
      {homeLink || children ? (
        <div className="ui-empty-state__actions">
          {homeLink ? (
            <Link to="/" className={buttonClassName({ variant: 'outline' })}>
              {UI_MESSAGES.common.toMain}
            </Link>
          ) : null}
          {children}
        </div>
      ) : null}
    </div>
  );
}
