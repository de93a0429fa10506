import { parseCartActionInput } from './cart-action.ts';

describe('parseCartActionInput', () => {
  it('accepts a quantity change and a deletion', () => {
    expect(parseCartActionInput({ intent: 'update-quantity', cartId: 3, quantity: 2 })).toEqual({ intent: 'update-quantity', cartId: 3, quantity: 2 });
    expect(parseCartActionInput({ intent: 'delete', cartIds: [1, 2] })).toEqual({ intent: 'delete', cartIds: [1, 2] });
    expect(parseCartActionInput({ intent: 'change-option', cartId: 5, itemId: 1005, itemOptionId: 52, quantity: 2 })).toEqual({ intent: 'change-option', cartId: 5, itemId: 1005, itemOptionId: 52, quantity: 2 });
  });

  it('refuses anything else', () => {
    expect(parseCartActionInput(null)).toBeNull();
    expect(parseCartActionInput({ intent: 'update-quantity', cartId: 3, quantity: 0 })).toBeNull();
    expect(parseCartActionInput({ intent: 'update-quantity', cartId: '3', quantity: 1 })).toBeNull();
    expect(parseCartActionInput({ intent: 'delete', cartIds: [] })).toBeNull();
    expect(parseCartActionInput({ intent: 'delete', cartIds: [1.5] })).toBeNull();
    expect(parseCartActionInput({ intent: 'empty' })).toBeNull();
    expect(parseCartActionInput({ intent: 'change-option', cartId: 5, itemId: 1005, itemOptionId: 0, quantity: 1 })).toBeNull();
  });
});
