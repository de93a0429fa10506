import routes from './routes.ts';

describe('cart-order routes', () => {
  it('exposes the cart and the order pages on the default layout, each with a loader and a lazy page', () => {
    expect(routes.map((route) => [route.id, route.path, route.handle])).toEqual([
      ['cart.cart', '/cart', { layout: 'default', title: '장바구니' }],
      ['cart.checkout', '/order/checkout', { layout: 'default', title: '주문/결제' }],
      ['cart.complete', '/order/complete', { layout: 'default', title: '주문완료' }],
      ['cart.guestAgreement', '/order/guest-agreement', { layout: 'default', title: '비회원 약관 동의' }],
    ]);
    expect(routes.every((route) => typeof route.loader === 'function')).toBe(true);
    expect(Object.keys(routes[0]?.lazy ?? {})).toEqual(['Component', 'action']);
  });
});
