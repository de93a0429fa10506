import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import { loginAs } from '../../testing/auth-helpers.ts';
import { describeEachDatabase, json, type TestServer } from '../../testing/test-server.ts';
import type { CartView } from './cart-view.ts';
import { calculateShippingFee } from '@shop/validators';

type Headers = Record<string, string>;

function cartClient(server: TestServer, headers: Headers) {
  const post = (path: string, body: unknown) => server.request(path, { method: 'POST', body, headers });
  return {
    add: (...lines: string[]) => post('/api/cart/add', { arrayRequiredItems: lines }),
    update: (cartId: number, quantity: number) => post('/api/cart/update-quantity', { cartId, quantity }),
    remove: (...id: number[]) => post('/api/cart/delete', { id }),
    count: async () => (await json<{ totalQuantity: number }>(await server.request('/api/cart/count', { headers }))).totalQuantity,
    view: async () => json<CartView>(await server.request('/api/cart', { headers })),
  };
}

const ok = async (response: Response) => assert.deepEqual(await json(response), { status: 200, message: 'OK' });
const fails = async (response: Response, status: number, code: string, message?: string) => {
  const body = await json<{ status: number; code: string; message: string }>(response, status);
  assert.equal(body.code, code);
  if (message) assert.equal(body.message, message);
};

describeEachDatabase('cart', (server) => {
  const db = () => server().app.database.db;
  const plainItem = (where: { sellerId?: number; shippingType?: string } = {}) => {
    let q = db().selectFrom('items').selectAll().where('itemOptionType', 'is', null).where('itemType', '=', '1')
      .where('stockQuantity', '>=', 20).where('orderMinQuantity', '=', 1).where('orderMaxQuantity', '>=', 10);
    if (where.sellerId) q = q.where('sellerId', '=', where.sellerId);
    if (where.shippingType) q = q.where('shippingType', '=', where.shippingType);
    return q.orderBy('id').execute();
  };

  it('keeps a visitor cart by SALESONID: add, merge, count, update, delete', async () => {
    const cart = cartClient(server(), { salesonid: randomUUID() });
    const [item] = await plainItem();
    assert.ok(item);
    assert.equal(await cart.count(), 0);
    await ok(await cart.add(`${item.id}||2||`));
    await ok(await cart.add(`${item.id}||1||`));
    assert.equal(await cart.count(), 3);
    const [line] = (await cart.view()).receivers.buyItems;
    assert.equal(line?.itemId, item.id);
    assert.equal(line?.itemPrice.quantity, 3);
    await ok(await cart.update(line?.cartId ?? 0, 1));
    assert.equal(await cart.count(), 1);
    await fails(await cart.update(line?.cartId ?? 0, item.orderMaxQuantity + 1), 400, 'MAX_QUANTITY', `최대 구매 수량은 ${item.orderMaxQuantity}개 입니다.`);
    await ok(await cart.remove(line?.cartId ?? 0));
    assert.equal(await cart.count(), 0);
    await fails(await cart.remove(line?.cartId ?? 0), 404, 'CART_NOT_FOUND');
  });

  it('checks options, stock and limits when adding', async () => {
    const cart = cartClient(server(), { salesonid: randomUUID() });
    const combo = await db().selectFrom('items').select('id').where('itemOptionType', '=', 'S2').where('stockQuantity', '>', 0).orderBy('id').executeTakeFirstOrThrow();
    const options = await db().selectFrom('itemOptions').selectAll().where('itemId', '=', combo.id).orderBy('id').execute();
    const inStock = options.find((o) => o.stockQuantity > 1);
    assert.ok(inStock);
    await ok(await cart.add(`${combo.id}||1||${inStock.id}\`\`\``));
    await fails(await cart.add(`${combo.id}||1||`), 400, 'OPTION_REQUIRED', '옵션을 선택해 주세요.');
    const soldOutOption = await db().selectFrom('itemOptions').select(['id', 'itemId']).where('optionType', '!=', 'T').where('stockQuantity', '=', 0).orderBy('id').executeTakeFirstOrThrow();
    await fails(await cart.add(`${soldOutOption.itemId}||1||${soldOutOption.id}\`\`\``), 400, 'OPTION_SOLD_OUT', '선택하신 옵션은 품절되었습니다.');
    const soldOut = await db().selectFrom('items').select('id').where('stockQuantity', '=', 0).orderBy('id').executeTakeFirstOrThrow();
    await fails(await cart.add(`${soldOut.id}||1||`), 400, 'SOLD_OUT', '품절된 상품입니다.');
    const text = await db().selectFrom('items').select('id').where('itemOptionType', '=', 'T').where('stockQuantity', '>', 0).orderBy('id').executeTakeFirstOrThrow();
    const field = await db().selectFrom('itemOptions').selectAll().where('itemId', '=', text.id).executeTakeFirstOrThrow();
    await ok(await cart.add(`${text.id}||1||${field.id}\`\`\`<b>사랑해</b>`));
    const textLine = (await cart.view()).receivers.buyItems.find((b) => b.itemId === text.id);
    assert.equal(textLine?.options, `${field.name1}: &lt;b&gt;사랑해&lt;/b&gt;`);
    assert.equal(textLine?.itemPrice.optionPrice, field.optionPrice);
    const [plain] = await plainItem();
    await fails(await cart.add(`${plain?.id}||${(plain?.stockQuantity ?? 0) + 1}||`), 400, plain && plain.stockQuantity + 1 > plain.orderMaxQuantity ? 'MAX_QUANTITY' : 'OUT_OF_STOCK');
    await fails(await cart.add('abc||1||'), 400, 'BAD_REQUEST');
    await fails(await cart.add('999999||1||'), 404, 'ITEM_NOT_FOUND');
    await fails(await server().request('/api/cart/add', { method: 'POST', body: { arrayRequiredItems: [] }, headers: { salesonid: randomUUID() } }), 400, 'BAD_REQUEST', '장바구니에 담을 상품을 선택해 주세요.');
    assert.equal(await cart.count(), 2);
  });

  it('needs a visitor id or a member to change a cart, and keeps carts apart', async () => {
    const [item] = await plainItem();
    await fails(await server().request('/api/cart/add', { method: 'POST', body: { arrayRequiredItems: [`${item?.id}||1||`] } }), 400, 'SALESONID_REQUIRED');
    assert.deepEqual((await json<CartView>(await server().request('/api/cart'))).receivers.sellerShipping, []);
    const owner = cartClient(server(), { salesonid: randomUUID() });
    const stranger = cartClient(server(), { salesonid: randomUUID() });
    await ok(await owner.add(`${item?.id}||1||`));
    const cartId = (await owner.view()).receivers.buyItems[0]?.cartId ?? 0;
    await fails(await stranger.update(cartId, 2), 404, 'CART_NOT_FOUND');
    await fails(await stranger.remove(cartId), 404, 'CART_NOT_FOUND');
    assert.equal(await owner.count(), 1);
    await fails(await server().request('/api/cart', { headers: { salesonid: 'bad id!' } }), 400, 'INVALID_SALESONID');
    await fails(await server().request('/api/cart', { headers: { authorization: 'Bearer nope' } }), 401, 'INVALID_TOKEN');
  });

  it('groups lines per seller and shipping group and charges each group by its rule', async () => {
    const cart = cartClient(server(), { salesonid: randomUUID() });
    const headOffice = (await plainItem({ sellerId: 1, shippingType: '2' })).filter((i) => i.presentPrice < 14000);
    const [a, b] = headOffice;
    const [perN] = await plainItem({ shippingType: '5' });
    const [fixed] = await plainItem({ shippingType: '6' });
    assert.ok(a && b && perN && fixed);
    await ok(await cart.add(`${a.id}||1||`, `${b.id}||1||`, `${perN.id}||6||`, `${fixed.id}||2||`));
    let view = await cart.view();
    const group = (code: string) => view.receivers.sellerShipping.flatMap((s) => s.shippings).find((s) => s.shippingGroupCode === code);
    assert.equal(group('S1')?.buyItems.length, 2);
    assert.equal(group('S1')?.singleShipping, false);
    assert.equal(group('S1')?.realShipping, a.presentPrice + b.presentPrice >= a.shippingFreeAmount ? 0 : a.shipping);
    assert.equal(group(perN.shippingGroupCode)?.realShipping, perN.shipping * Math.ceil(6 / perN.shippingItemCount));
    assert.equal(group(fixed.shippingGroupCode)?.realShipping, fixed.shipping);
    assert.equal(group(fixed.shippingGroupCode)?.buyItem?.itemId, fixed.id);
    const sellerIds = view.receivers.sellerShipping.map((s) => s.sellerId);
    assert.deepEqual(sellerIds, [...new Set(sellerIds)].sort((x, y) => x - y));
    const shippingTotal = view.receivers.sellerShipping.flatMap((s) => s.shippings).reduce((sum, s) => sum + s.realShipping, 0);
    assert.equal(view.orderPrice.totalShippingAmount, shippingTotal);
    assert.equal(view.orderPrice.orderPayAmount, view.orderPrice.totalItemSaleAmount + shippingTotal);
    // Enough of the head office's items makes its conditional group free.
    const quantity = Math.ceil(a.shippingFreeAmount / a.presentPrice);
    const line = view.receivers.buyItems.find((l) => l.itemId === a.id);
    assert.ok(quantity <= a.orderMaxQuantity && quantity <= a.stockQuantity);
    await ok(await cart.update(line?.cartId ?? 0, quantity));
    view = await cart.view();
    assert.equal(group('S1')?.realShipping, 0);
  });

  it('answers the seeded cart of demo01 with totals that add up', async () => {
    const { token } = await loginAs(server(), 'demo01');
    const cart = cartClient(server(), { authorization: `Bearer ${token}` });
    const view = await cart.view();
    assert.ok(view.receivers.sellerShipping.length >= 2);
    for (const seller of view.receivers.sellerShipping) {
      const [total] = seller.totalPrice;
      assert.equal(total?.groupTotalPrice, (total?.groupTotalItemSalePrice ?? 0) + (total?.groupTotalShippingPrice ?? 0));
      for (const shipping of seller.shippings) {
        const payable = shipping.buyItems.filter((item) => item.soldOutFlag === 'N');
        const amount = payable.reduce((sum, item) => sum + item.itemPrice.saleAmount, 0);
        const units = payable.reduce((sum, item) => sum + item.itemPrice.quantity, 0);
        assert.equal(shipping.realShipping, calculateShippingFee({ ...shipping, amount, quantity: units }));
      }
    }
    const lines = view.receivers.buyItems;
    assert.equal(await cart.count(), lines.reduce((sum, l) => sum + l.itemPrice.quantity, 0));
    assert.ok(lines.some((l) => l.options.includes(': ')));
  });

  it('moves the visitor cart to the member at login', async () => {
    const visitor = randomUUID();
    const [item] = await plainItem({ sellerId: 3 });
    await ok(await cartClient(server(), { salesonid: visitor }).add(`${item?.id}||1||`));
    const { token } = await loginAs(server(), 'demo02', { salesonid: visitor });
    const member = cartClient(server(), { authorization: `Bearer ${token}` });
    assert.ok((await member.view()).receivers.buyItems.some((l) => l.itemId === item?.id));
    assert.equal(await cartClient(server(), { salesonid: visitor }).count(), 0);
    await ok(await member.add(`${item?.id}||1||`));
    assert.equal((await member.view()).receivers.buyItems.find((l) => l.itemId === item?.id)?.itemPrice.quantity, 2);
  });

  it('rejects malformed cart bodies with 400', async () => {
    const headers = { salesonid: randomUUID() };
    await fails(await server().request('/api/cart/update-quantity', { method: 'POST', body: { cartId: 1 }, headers }), 400, 'BAD_REQUEST', '수량을 입력해 주세요.');
    await fails(await server().request('/api/cart/update-quantity', { method: 'POST', body: { cartId: 1, quantity: 0 }, headers }), 400, 'BAD_REQUEST');
    await fails(await server().request('/api/cart/delete', { method: 'POST', body: { id: [] }, headers }), 400, 'BAD_REQUEST');
    await fails(await server().request('/api/cart/delete', { method: 'POST', body: { id: ['x'] }, headers }), 400, 'BAD_REQUEST');
  });
});
