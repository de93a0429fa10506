import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { viewerOf } from '../community/viewer.ts';
import { listReviews, REVIEW_ORDER_BY, type ReviewQuery } from './review-service.ts';

const listSchema = {
  querystring: {
    type: 'object',
    required: ['itemUserCode'],
    properties: {
      itemUserCode: { type: 'string', minLength: 1, maxLength: 50 },
      photoFlag: { type: 'string', enum: ['', 'Y', 'N'] },
      score: { type: 'integer', minimum: 0, maximum: 5 },
      orderBy: { type: 'string', enum: [...REVIEW_ORDER_BY] },
      page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
      size: { type: 'integer', minimum: 1, maximum: 50, default: 5 },
    },
  },
} as const;

/** GET /api/item/reviews: a page of an item's reviews with the score summary. */
export function registerReviewRoutes(app: FastifyInstance, { db }: DatabaseHandle): void {
  app.get<{ Querystring: ReviewQuery }>('/api/item/reviews', { schema: listSchema }, async (request, reply) => {
    const viewer = await viewerOf(db, request);
    if (viewer.member) void reply.header('cache-control', 'private, no-store');
    return listReviews(db, viewer, request.query);
  });
}
