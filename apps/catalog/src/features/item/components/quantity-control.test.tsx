import { fireEvent, render, screen } from '@testing-library/react';
import { QuantityControl } from './quantity-control.tsx';

const LIMITS = { min: 1, max: 5 };

describe('QuantityControl', () => {
  it('shows a quantity changed by its owner, and keeps what is being typed until then', () => {
    const props = { limits: LIMITS, label: '수량', onChange: () => undefined, onLimit: () => undefined };
    const { rerender } = render(<QuantityControl value={1} {...props} />);
    const field = screen.getByRole('textbox', { name: '수량' }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '4' } });
    rerender(<QuantityControl value={1} {...props} />);
    expect(field.value).toBe('4');
    rerender(<QuantityControl value={3} {...props} />);
    expect(field.value).toBe('3');
  });

  it('reports a request outside the limits and keeps the limit', () => {
    const changes: number[] = [];
    const limits: string[] = [];
    render(<QuantityControl value={5} limits={LIMITS} label="수량" onChange={(q) => changes.push(q)} onLimit={(m) => limits.push(m)} />);
    fireEvent.click(screen.getByRole('button', { name: '수량 더하기' }));
    expect(changes).toEqual([]);
    expect(limits).toEqual(['최대 구매 수량은 5개 입니다.']);
    expect((screen.getByRole('textbox', { name: '수량' }) as HTMLInputElement).value).toBe('5');
  });
});
