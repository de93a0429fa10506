import { addToCartContract, deleteCartContract, getCartContract, getCartCountContract, updateCartQuantityContract, type AddToCartInput } from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { apiError } from '../../http/error-table.ts';
import { registerContract } from '../../http/register-contract.ts';
import { isVisitorId, visitorIdOf } from '../../http/visitor.ts';
import { MESSAGES } from '../../messages/ko.ts';
import { optionalMember } from '../auth/service.ts';
import { addToCart, deleteCartLines, mergeCarts, updateCartQuantity } from './cart-commands.ts';
import { countCartQuantity, loadCartLines } from './cart-query.ts';
import { buildCartView } from './cart-view.ts';
import { parseRequiredItem, type RequiredItem } from './option-part.ts';

/** Owner key of the request's cart: the member ('M:<id>') or the visitor ('V:<SALESONID>'). */
async function ownerOf(db: DatabaseHandle['db'], request: FastifyRequest): Promise<string | undefined> {
  const member = await optionalMember(db, request);
  if (member) return `M:${member.id}`;
  const visitor = visitorIdOf(request);
  return visitor ? `V:${visitor}` : undefined;
}

async function requireOwner(db: DatabaseHandle['db'], request: FastifyRequest): Promise<string> {
  const owner = await ownerOf(db, request);
  if (!owner) throw apiError('SALESONID_REQUIRED');
  return owner;
}

function requestedItems(body: AddToCartInput): RequiredItem[] {
  const lines = (body.arrayRequiredItems ?? []).map((line) => {
    const parsed = parseRequiredItem(line.trim());
    if (!parsed) throw apiError('BAD_REQUEST', MESSAGES.cart.invalidLine(line.slice(0, 100)));
    return parsed;
  });
  // Set items carry fixed components, so the set itself is the line.
  const sets = (body.itemSets ?? []).map((set) => ({ itemId: set.itemId, quantity: set.quantity, parts: [] }));
  const all = [...lines, ...sets];
  if (all.length === 0) throw apiError('BAD_REQUEST', MESSAGES.cart.emptyRequest);
  return all;
}

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
}

/** After a login, the visitor's cart (a well-formed SALESONID, if sent) joins the member's cart. */
export async function moveVisitorCartToMember(handle: DatabaseHandle, memberId: number, request: FastifyRequest): Promise<void> {
  const raw = request.headers.salesonid;
  const visitor = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (visitor && isVisitorId(visitor)) await mergeCarts(handle, `V:${visitor}`, `M:${memberId}`);
}
