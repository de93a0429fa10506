import { getGnbListContract, getTopBannerContract } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { registerContract } from '../../http/register-contract.ts';

/** GET /api/common/gnb-list (top menu) and /api/display/top-banner. */
export function registerDisplayRoutes(app: FastifyInstance, { db }: DatabaseHandle): void {
  registerContract(app, getGnbListContract, async () => {
    const rows = await db.selectFrom('gnbMenus').selectAll().orderBy('ordering').orderBy('id').execute();
    return {
      list: rows.map((m, i) => ({ index: i + 1, name: m.name, target: m.target, isExternalLink: m.externalFlag === 'Y' })),
    };
  });

  registerContract(app, getTopBannerContract, async () => {
    const rows = await db
      .selectFrom('banners')
      .selectAll()
      .where('displayFlag', '=', 'Y')
      .where('position', 'in', ['TOP', 'MOBILE_TOP'])
      .orderBy('ordering')
      .execute();
    const toBanner = (b: (typeof rows)[number]) => ({ image: b.image, color: b.color, url: b.url, content: b.content });
    return {
      topBanner: rows.filter((b) => b.position === 'TOP').map(toBanner),
      mobileTopBanner: rows.filter((b) => b.position === 'MOBILE_TOP').map(toBanner),
    };
  });
}
