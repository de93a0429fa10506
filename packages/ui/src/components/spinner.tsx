import { UI_MESSAGES } from '../messages/ko.ts';
import { cx } from '../lib/class-names.ts';

/** Props of `Spinner`. */
export type SpinnerProps = { label?: string; size?: 'sm' | 'md' | 'lg'; className?: string };

/** A loading indicator announced to screen readers as a status. */
export function Spinner({ label = UI_MESSAGES.common.loading, size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" className={cx('ui-spinner', `ui-spinner--${size}`, className)}>
      <span className="ui-spinner__ring" aria-hidden="true" />
      <span className="ui-visually-hidden">{label}</span>
    </span>
  );
}
