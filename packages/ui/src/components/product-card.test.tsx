import { screen } from '@testing-library/react';
import { renderAt } from '@shop/testing';
import { ProductCard } from './product-card.tsx';
import type { ProductCardItem } from './product-card.tsx';

const ITEM: ProductCardItem = {
  itemUserCode: 'P 1001',
  itemName: '린넨 셔츠',
  itemImage: '/upload/items/1001-1.png',
  brand: '모노웨어',
  presentPrice: 39000,
  salePrice: 52000,
  discountRate: 25,
  labels: [{ label: 'BEST', color: '#ff4800' }],
  itemSoldOutFlag: 'N',
};

describe('ProductCard', () => {
  it('links to the item page and shows brand, name, price and labels', () => {
    const { container } = renderAt('/', <ProductCard item={ITEM} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/items/P%201001');
    expect(screen.getByRole('heading', { name: '린넨 셔츠' })).toBeTruthy();
    expect(screen.getByText('모노웨어')).toBeTruthy();
    expect(container.querySelector('.ui-price__rate')?.textContent).toContain('25%');
    expect(container.querySelector('img')?.getAttribute('src')).toContain('/_ipx/');
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(screen.getByText('BEST').getAttribute('style')).toContain('color');
    expect(screen.queryByText('품절')).toBeNull();
  });

  it('marks a sold-out item with an overlay', () => {
    const { container } = renderAt('/', <ProductCard item={{ ...ITEM, itemSoldOutFlag: 'Y' }} />);
    expect(screen.getByText('품절')).toBeTruthy();
    expect(container.querySelector('.ui-product-card--sold-out')).not.toBeNull();
  });

  it('puts an action over the picture, outside the link', () => {
    const { container } = renderAt('/', <ProductCard item={ITEM} action={<button type="button">찜</button>} />);
    const button = screen.getByRole('button', { name: '찜' });
    expect(button.closest('a')).toBeNull();
    expect(button.parentElement?.className).toBe('ui-product-card__action');
    expect(container.querySelector('.ui-product-card')?.contains(button)).toBe(true);
  });

  it('ignores a label colour that is not a hex colour', () => {
    renderAt('/', <ProductCard item={{ ...ITEM, labels: [{ label: 'NEW', color: 'red;background:url(x)' }] }} />);
    expect(screen.getByText('NEW').getAttribute('style')).toBeNull();
  });
});
