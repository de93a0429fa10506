import { getSpotsContract } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { registerContract } from '../../http/register-contract.ts';
import { listSpots } from './spot-service.ts';

/** GET /api/event/spot: time deals at the server's current time. */
export function registerSpotRoutes(app: FastifyInstance, { db }: DatabaseHandle, clock: () => number = Date.now): void {
  registerContract(app, getSpotsContract, ({ query }) => listSpots(db, clock(), query.page, query.size));
}
