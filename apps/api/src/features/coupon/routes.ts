import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { optionalMember, requireMember } from '../auth/service.ts';
import { couponsForItem, downloadAllForItem, downloadCoupon } from './coupon-service.ts';

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

/** Item coupons: the list for an item, one download, and all of an item's coupons at once (members). */
export function registerCouponRoutes(app: FastifyInstance, handle: DatabaseHandle): void {
  const { db } = handle;
  app.get<{ Querystring: { itemId: number } }>(
    '/api/coupon/download-coupons',
    { schema: { querystring: { type: 'object', required: ['itemId'], properties: { itemId: id, page: { type: 'integer', minimum: 1 } } } } },
    async (request, reply) => {
      const member = await optionalMember(db, request);
      void reply.header('cache-control', 'private, no-store');
      return couponsForItem(db, request.query.itemId, member?.id);
    },
  );

  app.post<{ Body: { couponId: number } }>(
    '/api/coupon/download',
    { schema: { body: { type: 'object', required: ['couponId'], properties: { couponId: id } } } },
    async (request) => {
      const member = await requireMember(db, request);
      await downloadCoupon(handle, member.id, request.body.couponId);
      return { status: 200, message: 'OK' };
    },
  );

  app.post<{ Body: { itemUserCode: string } }>(
    '/api/item/download-all-coupons',
    { schema: { body: { type: 'object', required: ['itemUserCode'], properties: { itemUserCode: { type: 'string', minLength: 1, maxLength: 50 } } } } },
    async (request) => {
      const member = await requireMember(db, request);
      return downloadAllForItem(handle, member.id, request.body.itemUserCode);
    },
  );
}
