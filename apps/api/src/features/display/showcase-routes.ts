import {
  getBestContract, getDisplayNewContract, getGroupBestContract, getGroupBestItemsContract, getMainReviewsContract, getMdItemsContract,
  getMdTagsContract, getPromotionContract, getReviewWallContract,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { registerContract } from '../../http/register-contract.ts';
import { viewerOf } from '../community/viewer.ts';
import { listQuery } from './card-page.ts';
import { mainReviews, reviewWall } from './review-wall.ts';
import { bestItems, groupBest, groupBestItems, mainVisuals, mdItems, mdTags, newItems } from './showcase-service.ts';

/**
 * Display lists: main visuals (`/api/display/promotion`), new items, MD picks by tag, best (top 100 and per
 * depth-1 category), and the review wall (`/api/display/reviews`, `/api/display/main-reviews`).
 */
export function registerShowcaseRoutes(app: FastifyInstance, { db }: DatabaseHandle): void {
  registerContract(app, getPromotionContract, () => mainVisuals(db));
  registerContract(app, getDisplayNewContract, ({ query }) => newItems(db, listQuery(query)));
  registerContract(app, getMdTagsContract, () => mdTags(db));
  registerContract(app, getMdItemsContract, ({ query }) => mdItems(db, query.tag || undefined, listQuery(query)));
  registerContract(app, getBestContract, () => bestItems(db));
  registerContract(app, getGroupBestItemsContract, ({ query }) => groupBestItems(db, query.tag || undefined, query.page, query.size));
  registerContract(app, getGroupBestContract, ({ query }) => groupBest(db, query.size));

  registerContract(app, getReviewWallContract, async ({ query }, request, reply) => {
    const viewer = await viewerOf(db, request);
    if (viewer.member) void reply.header('cache-control', 'private, no-store');
    return reviewWall(db, viewer, query);
  });

  registerContract(app, getMainReviewsContract, async ({ query }, request, reply) => {
    const viewer = await viewerOf(db, request);
    if (viewer.member) void reply.header('cache-control', 'private, no-store');
    return mainReviews(db, viewer, query.limit);
  });
}
