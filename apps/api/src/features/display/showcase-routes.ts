import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { viewerOf } from '../community/viewer.ts';
import { CARD_LIST_PROPERTIES, pageSize, type CardListQuery } from './card-page.ts';
import { mainReviews, reviewWall, type WallQuery } from './review-wall.ts';
import { bestItems, groupBest, groupBestItems, mainVisuals, mdItems, mdTags, newItems } from './showcase-service.ts';

type ListQuerystring = Omit<CardListQuery, 'size'> & { size?: number; itemsPerPage?: number };

const listSchema = { querystring: { type: 'object', properties: CARD_LIST_PROPERTIES } } as const;

const mdSchema = {
  querystring: { type: 'object', properties: { ...CARD_LIST_PROPERTIES, tag: { type: 'string', maxLength: 50 } } },
} as const;

const groupItemsSchema = {
  querystring: {
    type: 'object',
    properties: {
      tag: { type: 'string', maxLength: 100 },
      page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
      size: { type: 'integer', minimum: 1, maximum: 100, default: 100 },
    },
  },
} as const;

const groupSchema = {
  querystring: { type: 'object', properties: { size: { type: 'integer', minimum: 1, maximum: 20, default: 5 } } },
} as const;

const wallSchema = {
  querystring: {
    type: 'object',
    properties: {
      brandId: { type: 'integer', minimum: 1, maximum: 2147483647 },
      photoFlag: { type: 'string', enum: ['', 'Y', 'N'] },
      page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
      size: { type: 'integer', minimum: 1, maximum: 50, default: 20 },
    },
  },
} as const;

const mainReviewSchema = {
  querystring: { type: 'object', properties: { limit: { type: 'integer', minimum: 1, maximum: 20, default: 8 } } },
} as const;

function listQuery(query: ListQuerystring): CardListQuery {
  return { orderBy: query.orderBy, sort: query.sort, page: query.page, size: pageSize(query) };
}

/**
 * Display lists: main visuals (`/api/display/promotion`), new items, MD picks by tag, best (top 100 and per
 * depth-1 category), and the review wall (`/api/display/reviews`, `/api/display/main-reviews`).
 */
export function registerShowcaseRoutes(app: FastifyInstance, { db }: DatabaseHandle): void {
  app.get('/api/display/promotion', () => mainVisuals(db));

  app.get<{ Querystring: ListQuerystring }>('/api/display/new', { schema: listSchema }, (request) => newItems(db, listQuery(request.query)));

  app.get('/api/display/md-tags', () => mdTags(db));

  app.get<{ Querystring: ListQuerystring & { tag?: string } }>('/api/display/md', { schema: mdSchema }, (request) =>
    mdItems(db, request.query.tag || undefined, listQuery(request.query)),
  );

  app.get('/api/display/best', () => bestItems(db));

  app.get<{ Querystring: { tag?: string; page: number; size: number } }>('/api/display/group-best/item-list', { schema: groupItemsSchema }, (request) =>
    groupBestItems(db, request.query.tag || undefined, request.query.page, request.query.size),
  );

  app.get<{ Querystring: { size: number } }>('/api/display/group-best', { schema: groupSchema }, (request) => groupBest(db, request.query.size));

  app.get<{ Querystring: WallQuery }>('/api/display/reviews', { schema: wallSchema }, async (request, reply) => {
    const viewer = await viewerOf(db, request);
    if (viewer.member) void reply.header('cache-control', 'private, no-store');
    return reviewWall(db, viewer, request.query);
  });

  app.get<{ Querystring: { limit: number } }>('/api/display/main-reviews', { schema: mainReviewSchema }, async (request, reply) => {
    const viewer = await viewerOf(db, request);
    if (viewer.member) void reply.header('cache-control', 'private, no-store');
    return mainReviews(db, viewer, request.query.limit);
  });
}
