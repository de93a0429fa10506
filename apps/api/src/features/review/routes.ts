import { getItemReviewsContract } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { registerContract } from '../../http/register-contract.ts';
import { viewerOf } from '../community/viewer.ts';
import { listReviews } from './review-service.ts';

/** GET /api/item/reviews: a page of an item's reviews with the score summary. */
export function registerReviewRoutes(app: FastifyInstance, { db }: DatabaseHandle): void {
  registerContract(app, getItemReviewsContract, async ({ query }, request, reply) => {
    const viewer = await viewerOf(db, request);
    if (viewer.member) void reply.header('cache-control', 'private, no-store');
    return listReviews(db, viewer, query);
  });
}
