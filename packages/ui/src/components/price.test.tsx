import { render, screen } from '@testing-library/react';
import { discountPercent, Price } from './price.tsx';

describe('Price', () => {
  it('shows the selling price, the discount rate and the struck-through list price', () => {
    const { container } = render(<Price price={12000} listPrice={15000} discountRate={20} />);
    expect(container.querySelector('.ui-price__rate')?.textContent).toBe('할인율20%');
    expect(container.querySelector('.ui-price__current')?.textContent).toMatch(/^판매가12,000/);
    const list = container.querySelector('del');
    expect(list?.textContent).toMatch(/^정가15,000/);
  });

  it('shows only the selling price when there is no discount', () => {
    const { container } = render(<Price price={9900} listPrice={9900} discountRate={0} />);
    expect(container.querySelector('del')).toBeNull();
    expect(container.querySelector('.ui-price__rate')).toBeNull();
    expect(screen.getByText(/9,900/)).toBeTruthy();
  });
});

describe('discountPercent', () => {
  it('prefers the API rate and otherwise derives it, rounded down', () => {
    expect(discountPercent(8000, 10000, 25)).toBe(25);
    expect(discountPercent(6700, 10000)).toBe(33);
    expect(discountPercent(10000, 10000)).toBe(0);
    expect(discountPercent(10000, undefined)).toBe(0);
  });
});
