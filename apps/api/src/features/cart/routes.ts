import { addToCartContract, deleteCartContract, getCartContract, getCartCountContract, getSetItemInfoContract, updateCartQuantityContract } from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { registerContract } from '../../http/register-contract.ts';
import { isVisitorId } from '../../http/visitor.ts';
import { addToCart, deleteCartLines, mergeCarts, updateCartQuantity } from './cart-commands.ts';
import { countCartQuantity, loadCartLines } from './cart-query.ts';
import { buildCartView } from './cart-view.ts';
import { ownerOf, requestedItems, requireOwner } from './cart-owner.ts';
import { setItemInfo } from './set-item-info.ts';

const noStore = (reply: FastifyReply): void => void reply.header('cache-control', 'private, no-store');
const OK = { status: 200, message: 'OK' };

/** Cart endpoints; every cart belongs to the bearer's member or else to the SALESONID visitor. */
export function registerCartRoutes(app: FastifyInstance, handle: DatabaseHandle): void {
  const { db } = handle;

  registerContract(app, getCartContract, async (_input, request, reply) => {
    const owner = await ownerOf(db, request);
    noStore(reply);
    return buildCartView(owner ? await loadCartLines(db, owner) : []);
  });

  registerContract(app, getCartCountContract, async (_input, request, reply) => {
    const owner = await ownerOf(db, request);
    noStore(reply);
    return { totalQuantity: owner ? await countCartQuantity(db, owner) : 0 };
  });

  registerContract(app, addToCartContract, async ({ body }, request) => {
    const owner = await requireOwner(db, request);
    await addToCart(handle, owner, requestedItems(body));
    return OK;
  });

  registerContract(app, updateCartQuantityContract, async ({ body }, request) => {
    const owner = await requireOwner(db, request);
    await updateCartQuantity(handle, owner, body.cartId, body.quantity);
    return OK;
  });

  registerContract(app, deleteCartContract, async ({ body }, request) => {
    const owner = await requireOwner(db, request);
    await deleteCartLines(handle, owner, [...new Set(body.id)]);
    return OK;
  });

  registerContract(app, getSetItemInfoContract, async ({ params }, request, reply) => {
    const owner = await requireOwner(db, request);
    noStore(reply);
    return setItemInfo(db, owner, params.cartId);
  });
}

/** After a login, the visitor's cart (a well-formed SALESONID, if sent) joins the member's cart. */
export async function moveVisitorCartToMember(handle: DatabaseHandle, memberId: number, request: FastifyRequest): Promise<void> {
  const raw = request.headers.salesonid;
  const visitor = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (visitor && isVisitorId(visitor)) await mergeCarts(handle, `V:${visitor}`, `M:${memberId}`);
}
