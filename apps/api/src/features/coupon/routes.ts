import { downloadAllItemCouponsContract, downloadCouponContract, getItemCouponsContract } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { registerContract } from '../../http/register-contract.ts';
import { optionalMember, requireMember } from '../auth/service.ts';
import { couponsForItem, downloadAllForItem, downloadCoupon } from './coupon-service.ts';

/** Item coupons: the list for an item, one download, and all of an item's coupons at once (members). */
export function registerCouponRoutes(app: FastifyInstance, handle: DatabaseHandle): void {
  const { db } = handle;
  registerContract(app, getItemCouponsContract, async ({ query }, request, reply) => {
    const member = await optionalMember(db, request);
    void reply.header('cache-control', 'private, no-store');
    return couponsForItem(db, query.itemId, member?.id);
  });

  registerContract(app, downloadCouponContract, async ({ body }, request) => {
    const member = await requireMember(db, request);
    await downloadCoupon(handle, member.id, body.couponId);
    return { status: 200, message: 'OK' };
  });

  registerContract(app, downloadAllItemCouponsContract, async ({ body }, request) => {
    const member = await requireMember(db, request);
    return downloadAllForItem(handle, member.id, body.itemUserCode);
  });
}
