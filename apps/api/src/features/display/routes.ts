import { getGnbListContract, getTopBannerContract } from '@shop/contracts';
import { safeLink } from '@shop/validators';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { registerContract } from '../../http/register-contract.ts';

/**
 * A menu target as stored when it passes the safe-link rule, else '' (no link). Internal targets may lack their
 * leading slash on the wire (clients add it, api-client getMenuHref), so the rule judges the target with it.
 */
export function menuTarget(target: string, external: boolean): string {
  // A target with a scheme of its own ('javascript:…') is judged as it is, never made a path.
  const href = external || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/') ? target : `/${target}`;
  return safeLink(href) === '' ? '' : target;
}

/** GET /api/common/gnb-list (top menu) and /api/display/top-banner. */
export function registerDisplayRoutes(app: FastifyInstance, { db }: DatabaseHandle): void {
  registerContract(app, getGnbListContract, async () => {
    const rows = await db.selectFrom('gnbMenus').selectAll().orderBy('ordering').orderBy('id').execute();
    return {
      list: rows.map((m, i) => ({ index: i + 1, name: m.name, target: menuTarget(m.target, m.externalFlag === 'Y'), isExternalLink: m.externalFlag === 'Y' })),
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
    const toBanner = (b: (typeof rows)[number]) => ({ image: b.image, color: b.color, url: safeLink(b.url), content: b.content });
    return {
      topBanner: rows.filter((b) => b.position === 'TOP').map(toBanner),
      mobileTopBanner: rows.filter((b) => b.position === 'MOBILE_TOP').map(toBanner),
    };
  });
}
