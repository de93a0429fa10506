import { useId } from 'react';
import type { ChangeEvent } from 'react';
import { UI_MESSAGES } from '../messages/ko.ts';
import { cx } from '../lib/class-names.ts';

/** Props of `QuantityStepper` (a controlled input). */
export type QuantityStepperProps = {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  disabled?: boolean;
  label?: string;
  className?: string;
};

/**
 * Keeps a quantity inside min..max (a max below min means min).
 * @example clampQuantity(0, 1, 10) // 1
 */
export function clampQuantity(value: number, min: number, max?: number): number {
  const upper = max === undefined ? Number.POSITIVE_INFINITY : Math.max(min, max);
  if (!Number.isFinite(value)) return min;
  return Math.min(Math.max(Math.trunc(value), min), upper);
}

/** − / number / + control for an order quantity, bounded by min and max. */
export function QuantityStepper({ value, onChange, min = 1, max, disabled = false, label = UI_MESSAGES.quantity.label, className }: QuantityStepperProps) {
  const id = useId();
  const current = clampQuantity(value, min, max);
  const change = (next: number) => {
    const bounded = clampQuantity(next, min, max);
    if (bounded !== current) onChange(bounded);
  };
  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D/g, '');
    if (digits) change(Number(digits));
  };
  return (
    <div className={cx('ui-stepper', className)}>
      <label htmlFor={id} className="ui-visually-hidden">
        {label}
      </label>
      <button type="button" className="ui-stepper__button" aria-label={UI_MESSAGES.quantity.decrease} disabled={disabled || current <= min} onClick={() => change(current - 1)}>
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={id}
        className="ui-stepper__input"
        inputMode="numeric"
        pattern="[0-9]*"
        value={current}
        disabled={disabled}
        onChange={onInput}
        onFocus={(event) => event.target.select()}
        role="spinbutton"
        aria-valuenow={current}
        aria-valuemin={min}
        aria-valuemax={max}
      />
      <button
        type="button"
        className="ui-stepper__button"
        aria-label={UI_MESSAGES.quantity.increase}
        disabled={disabled || (max !== undefined && current >= max)}
        onClick={() => change(current + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
