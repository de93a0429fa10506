import { getSeoContract } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/dialect.ts';
import type { Database, SeoPageTable } from '../../db/schema.ts';
import { registerContract } from '../../http/register-contract.ts';
import { MESSAGES } from '../../messages/ko.ts';
import { breadcrumbsOf } from '../category/category-tree.ts';
import { findCategory, loadCategoryTree } from '../category/service.ts';
import { pageSeo } from './page-seo.ts';

export type SeoAnswer = Omit<SeoPageTable, 'path'>;

/** Path part of `u` without query, hash or trailing slash ('/' stays '/'). */
export function normalisePath(u: string): string {
  const path = (u.split(/[?#]/)[0] ?? '').trim();
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined; // a malformed %-escape cannot name a category
  }
}

async function categorySeo(db: Kysely<Database>, path: string, fallback: SeoAnswer): Promise<SeoAnswer | undefined> {
  const match = /^\/categories\/([^/]+)$/.exec(path);
  const url = match?.[1] ? decodeSegment(match[1]) : undefined;
  if (!url) return undefined;
  const tree = await loadCategoryTree(db);
  const node = findCategory(tree, { url });
  if (!node) return undefined;
  const parents = breadcrumbsOf(tree, node.categoryId).slice(0, -1).map((c) => c.name);
  const description = MESSAGES.seo.categoryDescription(node.name);
  return {
    ...fallback,
    title: node.name,
    keywords: MESSAGES.seo.categoryKeywords(node.name, parents),
    description,
    ogTitle: node.name,
    ogDescription: description,
    ogImage: node.image ?? fallback.ogImage,
  };
}

/** GET /api/seo?u=<path>: the row for the path, category, item, brand and event pages by their name, else the site default. */
export function registerSeoRoutes(app: FastifyInstance, { db }: DatabaseHandle): void {
  registerContract(app, getSeoContract, async ({ query }) => {
    const path = normalisePath(query.u);
    const rows = await db.selectFrom('seoPages').selectAll().where('path', 'in', [path, '/']).execute();
    const strip = (row: SeoPageTable): SeoAnswer => {
      const { path: _path, ...rest } = row;
      return rest;
    };
    const exact = rows.find((r) => r.path === path);
    if (exact) return strip(exact);
    const home = rows.find((r) => r.path === '/');
    const fallback: SeoAnswer = home
      ? strip(home)
      : { title: '', keywords: '', description: '', ogTitle: '', ogDescription: '', ogImage: '/default-og-image.jpg', indexFlag: 'Y' };
    return (await categorySeo(db, path, fallback)) ?? (await pageSeo(db, path, fallback)) ?? fallback;
  });
}
