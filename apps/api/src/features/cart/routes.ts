import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { badRequest } from '../../http/errors.ts';
import { isVisitorId, visitorIdOf } from '../../http/visitor.ts';
import { MESSAGES } from '../../messages/ko.ts';
import { optionalMember } from '../auth/service.ts';
import { addToCart, deleteCartLines, mergeCarts, updateCartQuantity } from './cart-commands.ts';
import { countCartQuantity, loadCartLines } from './cart-query.ts';
import { buildCartView } from './cart-view.ts';
import { parseRequiredItem, type RequiredItem } from './option-part.ts';

type AddBody = { arrayRequiredItems?: string[]; itemSets?: { itemId: number; quantity: number; arrayItemSets?: string[] }[] };

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

const addSchema = {
  body: {
    type: 'object',
    properties: {
      arrayRequiredItems: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 2000 } },
      itemSets: {
        type: 'array',
        maxItems: 100,
        items: {
          type: 'object',
          required: ['itemId', 'quantity'],
          properties: { itemId: id, quantity: { type: 'integer', minimum: 1, maximum: 9999 }, arrayItemSets: { type: 'array', items: { type: 'string' } } },
        },
      },
    },
  },
} as const;

const updateSchema = {
  body: { type: 'object', required: ['cartId', 'quantity'], properties: { cartId: id, quantity: { type: 'integer', minimum: 1, maximum: 9999 } } },
} as const;

const deleteSchema = {
  body: { type: 'object', required: ['id'], properties: { id: { type: 'array', minItems: 1, maxItems: 500, items: id } } },
} as const;

/** Owner key of the request's cart: the member ('M:<id>') or the visitor ('V:<SALESONID>'). */
async function ownerOf(db: DatabaseHandle['db'], request: FastifyRequest): Promise<string | undefined> {
  const member = await optionalMember(db, request);
  if (member) return `M:${member.id}`;
  const visitor = visitorIdOf(request);
  return visitor ? `V:${visitor}` : undefined;
}

async function requireOwner(db: DatabaseHandle['db'], request: FastifyRequest): Promise<string> {
  const owner = await ownerOf(db, request);
  if (!owner) throw badRequest(MESSAGES.cart.visitorRequired, 'SALESONID_REQUIRED');
  return owner;
}

function requestedItems(body: AddBody): RequiredItem[] {
  const lines = (body.arrayRequiredItems ?? []).map((line) => {
    const parsed = parseRequiredItem(line.trim());
    if (!parsed) throw badRequest(MESSAGES.cart.invalidLine(line.slice(0, 100)));
    return parsed;
  });
  // Set items carry fixed components, so the set itself is the line.
  const sets = (body.itemSets ?? []).map((set) => ({ itemId: set.itemId, quantity: set.quantity, parts: [] }));
  const all = [...lines, ...sets];
  if (all.length === 0) throw badRequest(MESSAGES.cart.emptyRequest);
  return all;
}

const noStore = (reply: FastifyReply): FastifyReply => reply.header('cache-control', 'private, no-store');

/** Cart endpoints; every cart belongs to the bearer's member or else to the SALESONID visitor. */
export function registerCartRoutes(app: FastifyInstance, handle: DatabaseHandle): void {
  const { db } = handle;

  app.get('/api/cart', async (request, reply) => {
    const owner = await ownerOf(db, request);
    return noStore(reply).send(buildCartView(owner ? await loadCartLines(db, owner) : []));
  });

  app.get('/api/cart/count', async (request, reply) => {
    const owner = await ownerOf(db, request);
    return noStore(reply).send({ totalQuantity: owner ? await countCartQuantity(db, owner) : 0 });
  });

  app.post<{ Body: AddBody }>('/api/cart/add', { schema: addSchema }, async (request) => {
    const owner = await requireOwner(db, request);
    await addToCart(handle, owner, requestedItems(request.body));
    return { status: 200, message: 'OK' };
  });

  app.post<{ Body: { cartId: number; quantity: number } }>('/api/cart/update-quantity', { schema: updateSchema }, async (request) => {
    const owner = await requireOwner(db, request);
    await updateCartQuantity(handle, owner, request.body.cartId, request.body.quantity);
    return { status: 200, message: 'OK' };
  });

  app.post<{ Body: { id: number[] } }>('/api/cart/delete', { schema: deleteSchema }, async (request) => {
    const owner = await requireOwner(db, request);
    await deleteCartLines(handle, owner, [...new Set(request.body.id)]);
    return { status: 200, message: 'OK' };
  });
}

/** After a login, the visitor's cart (a well-formed SALESONID, if sent) joins the member's cart. */
export async function moveVisitorCartToMember(handle: DatabaseHandle, memberId: number, request: FastifyRequest): Promise<void> {
  const raw = request.headers.salesonid;
  const visitor = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (visitor && isVisitorId(visitor)) await mergeCarts(handle, `V:${visitor}`, `M:${memberId}`);
}
