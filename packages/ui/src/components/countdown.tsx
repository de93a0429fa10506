import { useEffect, useState } from 'react';
import { UI_MESSAGES } from '../messages/ko.ts';
import { cx } from '../lib/class-names.ts';
import { splitSeconds, twoDigits } from '../lib/countdown-parts.ts';

/** Props of `Countdown`. */
export type CountdownProps = {
  /**
   * Whole seconds left, as the server computed them (loader data). The count starts from this value on the
   * server and in the browser alike, so the markup hydrates cleanly; the ticking starts after hydration.
   */
  remainingSeconds: number;
  /** Called once when the count reaches zero in the browser. */
  onEnd?: () => void;
  className?: string;
};

/** Milliseconds between two ticks. */
export const COUNTDOWN_TICK_MS = 1000;

/**
 * A live countdown "{d}일 HH : mm : ss" that ticks every second and stops at zero. It measures the time passed
 * since it mounted, so a slow tab never drifts, and never reads the clock while rendering.
 */
export function Countdown({ remainingSeconds, onEnd, className }: CountdownProps) {
  const [left, setLeft] = useState(() => Math.max(0, Math.floor(remainingSeconds)));

  useEffect(() => {
    const initial = Math.max(0, Math.floor(remainingSeconds));
    setLeft(initial);
    if (initial === 0) return undefined;
    const started = Date.now();
    let ended = false;
    const timer = setInterval(() => {
      const next = Math.max(0, initial - Math.floor((Date.now() - started) / 1000));
      setLeft(next);
      if (next === 0 && !ended) {
        ended = true;
        clearInterval(timer);
        onEnd?.();
      }
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
    // `onEnd` is read when the count ends; a new callback identity must not restart the count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remainingSeconds]);

  const parts = splitSeconds(left);
  const m = UI_MESSAGES.countdown;
  return (
    <span
      role="timer"
      aria-label={left === 0 ? m.ended : m.label(parts)}
      className={cx('ui-countdown', left === 0 && 'ui-countdown--ended', className)}
      data-state={left === 0 ? 'ended' : 'running'}
    >
      {parts.days > 0 ? <span className="ui-countdown__days">{m.days(parts.days)}</span> : null}
      <span className="ui-countdown__clock" aria-hidden="true">
        {`${twoDigits(parts.hours)} : ${twoDigits(parts.minutes)} : ${twoDigits(parts.seconds)}`}
      </span>
    </span>
  );
}
