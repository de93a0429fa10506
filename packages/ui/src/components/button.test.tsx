import { fireEvent, render, screen } from '@testing-library/react';
import { Button, buttonClassName } from './button.tsx';

describe('Button', () => {
  it('is a non-submitting button by default and reports clicks', () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>담기</Button>);
    const button = screen.getByRole('button', { name: '담기' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('builds the class names of its look', () => {
    expect(buttonClassName({ variant: 'outline', size: 'lg', block: true })).toBe('ui-button ui-button--outline ui-button--lg ui-button--block');
  });
});
