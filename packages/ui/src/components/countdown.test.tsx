import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { splitSeconds, twoDigits } from '../lib/countdown-parts.ts';
import { Countdown } from './countdown.tsx';

describe('Countdown', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2025-06-02T00:00:00Z'));
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('splits seconds into days and a clock', () => {
    expect(splitSeconds(90061)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(splitSeconds(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(splitSeconds(59.9)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
    expect(twoDigits(7)).toBe('07');
  });

  it('renders the same text on the server as on the first browser render', () => {
    const html = renderToString(<Countdown remainingSeconds={3 * 86400 + 3723} />);
    // Korean shoppers read days as 일 (the countdown said "3Day").
    expect(html).toContain('3일');
    expect(html).not.toContain('Day');
    expect(html).toContain('01 : 02 : 03');
    render(<Countdown remainingSeconds={3 * 86400 + 3723} />);
    expect(screen.getByRole('timer').textContent).toBe('3일01 : 02 : 03');
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('남은 시간 3일 1시간 2분 3초');
  });

  it('ticks every second', () => {
    render(<Countdown remainingSeconds={65} />);
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('00 : 01 : 05');
    act(() => jest.advanceTimersByTime(1000));
    expect(timer.textContent).toBe('00 : 01 : 04');
    act(() => jest.advanceTimersByTime(5000));
    expect(timer.textContent).toBe('00 : 00 : 59');
  });

  it('stops at zero and reports the end once', () => {
    const onEnd = jest.fn();
    render(<Countdown remainingSeconds={2} onEnd={onEnd} />);
    act(() => jest.advanceTimersByTime(10_000));
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('00 : 00 : 00');
    expect(timer.getAttribute('data-state')).toBe('ended');
    expect(timer.getAttribute('aria-label')).toBe('종료되었습니다');
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('does not drift when ticks are late', () => {
    render(<Countdown remainingSeconds={100} />);
    // The tab was asleep: the clock moved 30 s while only one tick ran.
    act(() => {
      jest.setSystemTime(Date.now() + 30_000);
      jest.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer').textContent).toBe('00 : 01 : 09');
  });

  it('restarts from new server data and shows zero for a deal already over', () => {
    const { rerender } = render(<Countdown remainingSeconds={10} />);
    act(() => jest.advanceTimersByTime(3000));
    rerender(<Countdown remainingSeconds={500} />);
    expect(screen.getByRole('timer').textContent).toBe('00 : 08 : 20');
    rerender(<Countdown remainingSeconds={0} />);
    expect(screen.getByRole('timer').getAttribute('data-state')).toBe('ended');
    expect(jest.getTimerCount()).toBe(0);
  });
});
