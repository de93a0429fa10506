import type { FastifyInstance } from 'fastify';
import { loadSnsConfig, type SnsConfig } from '../../config/sns-env.ts';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { registerMemberRoutes } from './member-routes.ts';
import { createOutboxSmsSender } from './sms-sender.ts';
import { registerSnsRoutes } from './sns-routes.ts';

/** Registers the member-lifecycle routes with the default SMS sender (the outbox) and the social providers of the env. */
export function registerMemberLifecycle(app: FastifyInstance, handle: DatabaseHandle, overrides: { sns?: Partial<SnsConfig> } = {}): void {
  const config: SnsConfig = { ...loadSnsConfig(), ...overrides.sns };
  registerMemberRoutes(app, handle, createOutboxSmsSender(handle.db, config.smsOutboxFile));
  registerSnsRoutes(app, handle, config);
}
