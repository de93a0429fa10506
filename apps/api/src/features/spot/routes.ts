import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { listSpots } from './spot-service.ts';

const spotSchema = {
  querystring: {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
      size: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    },
  },
} as const;

/** GET /api/event/spot: time deals at the server's current time. */
export function registerSpotRoutes(app: FastifyInstance, { db }: DatabaseHandle, clock: () => number = Date.now): void {
  app.get<{ Querystring: { page: number; size: number } }>('/api/event/spot', { schema: spotSchema }, (request) =>
    listSpots(db, clock(), request.query.page, request.query.size),
  );
}
