import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { UI_MESSAGES } from '@shop/ui';
import { checkQuantity, type QuantityLimits } from '../utils/quantity-rules.ts';

/** Props of `QuantityControl`. */
export type QuantityControlProps = {
  value: number;
  limits: QuantityLimits;
  /** Accessible name of the number field. */
  label: string;
  onChange: (quantity: number) => void;
  /** Told when a request was outside the limits ("최소 구매 수량은 N개 입니다." …). */
  onLimit: (message: string) => void;
  disabled?: boolean;
};

/**
 * − / number / + for an order quantity. Unlike a plain stepper it never blocks the buttons: asking for less than
 * the minimum or more than the maximum keeps the limit and reports the rule's message.
 */
export function QuantityControl({ value, limits, label, onChange, onLimit, disabled = false }: QuantityControlProps) {
  const [text, setText] = useState(String(value));
  // A quantity changed from outside replaces the text, while rendering (an effect would commit a second time).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const request = (next: number) => {
    const checked = checkQuantity(next, limits);
    if (checked.message) onLimit(checked.message);
    if (checked.quantity !== value) onChange(checked.quantity);
    setText(String(checked.quantity));
  };
  const onInput = (event: ChangeEvent<HTMLInputElement>) => setText(event.target.value.replace(/\D/g, ''));
  return (
    <div className="ui-stepper catalog-quantity">
      <button type="button" className="ui-stepper__button" aria-label={UI_MESSAGES.quantity.decrease} disabled={disabled} onClick={() => request(value - 1)}>
        <span aria-hidden="true">−</span>
      </button>
      <input
        className="ui-stepper__input"
        inputMode="numeric"
        aria-label={label}
        value={text}
        disabled={disabled}
        onChange={onInput}
        onBlur={() => request(text === '' ? value : Number(text))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') request(text === '' ? value : Number(text));
        }}
      />
      <button type="button" className="ui-stepper__button" aria-label={UI_MESSAGES.quantity.increase} disabled={disabled} onClick={() => request(value + 1)}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
