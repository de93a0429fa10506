import routes from './routes.ts';

describe('cart-order routes', () => {
  it('exposes /cart on the default layout with a loader and a lazy page and action', () => {
    expect(routes.map((route) => [route.id, route.path, route.handle])).toEqual([['cart.cart', '/cart', { layout: 'default', title: '장바구니' }]]);
    expect(typeof routes[0]?.loader).toBe('function');
    expect(Object.keys(routes[0]?.lazy ?? {})).toEqual(['Component', 'action']);
  });
});
