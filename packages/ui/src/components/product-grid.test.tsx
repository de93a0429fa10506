import { screen, within } from '@testing-library/react';
import { renderAt } from '@shop/testing';
import { ProductGrid } from './product-grid.tsx';
import type { ProductCardItem } from './product-card.tsx';

const item = (n: number): ProductCardItem => ({ itemId: n, itemUserCode: `P${n}`, itemName: `상품 ${n}`, itemImage: `/upload/items/${n}.png`, presentPrice: 1000 * n });

describe('ProductGrid', () => {
  it('lists one card per item under its label, each with the action made for it', () => {
    renderAt('/', <ProductGrid items={[item(1), item(2)]} label="추천 상품" renderAction={(card) => <button type="button">{`${card.itemName} 찜`}</button>} />);
    const cards = within(screen.getByRole('list', { name: '추천 상품' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[1] as HTMLElement).getByRole('button', { name: '상품 2 찜' })).toBeTruthy();
  });

  it('has no action without renderAction', () => {
    const { container } = renderAt('/', <ProductGrid items={[item(1)]} />);
    expect(container.querySelector('.ui-product-card__action')).toBeNull();
  });
});
