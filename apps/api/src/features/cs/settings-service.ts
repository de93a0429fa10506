import {
  getBusinessInfoContract, getCartCountContract, getCategoriesContract, getGnbListContract, getSearchInfoContract, getSeoContract, getSiteStatusContract,
  getTopBannerContract, getWishlistItemIdsContract, type BusinessInfo, type SiteStatus,
} from '@shop/contracts';
import { BusinessInfoSchema, SiteStatusSchema } from '@shop/contracts/stored-json';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { readJsonColumn } from '../../db/json-column.ts';
import type { Database } from '../../db/schema.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';

type Db = Kysely<Database>;

export const BUSINESS_INFO_KEY = 'businessInfo';
export const MAINTENANCE_KEY = 'maintenance';

const OFF: SiteStatus = { maintenance: false, message: '', until: '' };

/** The stored business information: the register's link is derived from the number on every read. */
const StoredBusinessInfoSchema = v.omit(BusinessInfoSchema, ['businessCheckUrl']);
/** The stored maintenance switch: a missing field reads as off. */
const StoredSiteStatusSchema = v.partial(SiteStatusSchema);

async function readSetting<S extends v.GenericSchema>(db: Db, key: string, schema: S): Promise<v.InferOutput<S> | undefined> {
  const row = await db.selectFrom('siteSettings').select('value').where('key', '=', key).executeTakeFirst();
  return row ? readJsonColumn(schema, row.value, `siteSettings.value of ${key}`) : undefined;
}

/** Writes one setting (insert or replace). */
export async function writeSetting(db: Db, key: string, value: unknown, now = Date.now()): Promise<void> {
  const row = { key, value: JSON.stringify(value), updatedAt: toSeoulTimestamp(now) };
  await db
    .insertInto('siteSettings')
    .values(row)
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: row.value, updatedAt: row.updatedAt }))
    .execute();
}

/** The register's page of a business number (공정거래위원회 사업자정보확인). */
export function businessCheckUrl(businessNumber: string): string {
  return `https://www.ftc.go.kr/bizCommPop.do?wrkr_no=${businessNumber.replace(/\D/g, '')}`;
}

/** The stored legal business information (seeded; the operator replaces it). */
export async function readBusinessInfo(db: Db): Promise<BusinessInfo> {
  const info = await readSetting(db, BUSINESS_INFO_KEY, StoredBusinessInfoSchema);
  if (!info) throw new Error('business information is missing (seed the database)');
  return { ...info, businessCheckUrl: businessCheckUrl(info.businessNumber) };
}

/**
 * Whether the shop is under maintenance. Read at most once a second per process: every API request asks.
 */
export function createMaintenanceState(db: Db, clock: () => number = Date.now) {
  let cached: { at: number; status: SiteStatus } | undefined;
  return {
    async read(): Promise<SiteStatus> {
      const now = clock();
      if (cached && now - cached.at < 1000) return cached.status;
      const status = { ...OFF, ...(await readSetting(db, MAINTENANCE_KEY, StoredSiteStatusSchema)) };
      cached = { at: now, status };
      return status;
    },
    async write(status: SiteStatus): Promise<SiteStatus> {
      await writeSetting(db, MAINTENANCE_KEY, status, clock());
      cached = { at: clock(), status };
      return status;
    },
  };
}
export type MaintenanceState = ReturnType<typeof createMaintenanceState>;

/**
 * API reads the maintenance page itself makes, so that it renders whole: its status, and the shell's chrome (the
 * header's categories, menu, search words, top banner, cart count and hearts, the page's SEO, the footer's
 * business information).
 */
const MAINTENANCE_PAGE_READS = new Set<string>([
  getSiteStatusContract.path, getBusinessInfoContract.path, getCartCountContract.path, getCategoriesContract.path, getGnbListContract.path,
  getSearchInfoContract.path, getTopBannerContract.path, getSeoContract.path, getWishlistItemIdsContract.path,
]);

/** Paths that answer during maintenance: health, what the maintenance page reads, the operator's calls and non-API files. */
export function answersDuringMaintenance(path: string): boolean {
  return path === '/healthz' || MAINTENANCE_PAGE_READS.has(path) || path.startsWith('/api/operator/') || !path.startsWith('/api/');
}
