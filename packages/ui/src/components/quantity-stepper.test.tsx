import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { clampQuantity, QuantityStepper } from './quantity-stepper.tsx';

function Harness({ initial, min, max }: { initial: number; min?: number; max?: number }) {
  const [value, setValue] = useState(initial);
  return <QuantityStepper value={value} onChange={setValue} min={min} max={max} />;
}

describe('QuantityStepper', () => {
  it('steps within min and max and disables the buttons at the bounds', () => {
    render(<Harness initial={1} min={1} max={3} />);
    const minus = screen.getByRole('button', { name: '수량 빼기' }) as HTMLButtonElement;
    const plus = screen.getByRole('button', { name: '수량 더하기' }) as HTMLButtonElement;
    const input = screen.getByRole('spinbutton', { name: '수량' }) as HTMLInputElement;
    expect(minus.disabled).toBe(true);
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(input.value).toBe('3');
    expect(plus.disabled).toBe(true);
    fireEvent.click(minus);
    expect(input.value).toBe('2');
  });

  it('clamps typed quantities', () => {
    render(<Harness initial={2} min={2} max={10} />);
    const input = screen.getByRole('spinbutton', { name: '수량' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '50' } });
    expect(input.value).toBe('10');
    fireEvent.change(input, { target: { value: '1' } });
    expect(input.value).toBe('2');
  });
});

describe('clampQuantity', () => {
  it('keeps values inside the bounds', () => {
    expect(clampQuantity(0, 1)).toBe(1);
    expect(clampQuantity(7, 1, 5)).toBe(5);
    expect(clampQuantity(3, 2, 1)).toBe(2);
    expect(clampQuantity(Number.NaN, 1, 5)).toBe(1);
  });
});
