import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { registerCouponRoutes } from '../coupon/routes.ts';
import { registerEventRoutes } from '../event/routes.ts';
import { registerIslandRoutes } from '../island/routes.ts';
import { registerRelationRoutes } from '../item/relation.ts';
import { registerPopupRoutes } from '../popup/routes.ts';
import { registerQnaRoutes } from '../qna/routes.ts';
import { registerReportRoutes } from '../report/routes.ts';
import { registerReviewRoutes } from '../review/routes.ts';
import { registerWishlistRoutes } from '../wishlist/routes.ts';

/**
 * Everything around items that shoppers add or use: related items, reviews, Q&A, reports and blocks,
 * wishlist, coupons, the island lookup, events with comments and popups.
 */
export function registerCommunityRoutes(app: FastifyInstance, handle: DatabaseHandle): void {
  registerRelationRoutes(app, handle);
  registerReviewRoutes(app, handle);
  registerQnaRoutes(app, handle);
  registerReportRoutes(app, handle);
  registerWishlistRoutes(app, handle);
  registerCouponRoutes(app, handle);
  registerIslandRoutes(app, handle);
  registerEventRoutes(app, handle);
  registerPopupRoutes(app, handle);
}
