import type { CompanyPage, CompanyPageAnswer, CompanyPageKey, PolicyDocument, PolicyType, PolicyVersions } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { apiError } from '../../http/error-table.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { readBusinessInfo } from './settings-service.ts';
import { ContentBlockSchema, PolicyDocumentSchema } from '@shop/contracts/stored-json';
import * as v from 'valibot';
import { readJsonColumn } from '../../db/json-column.ts';

/** What a company page stores besides its key and title (`companyPages.content`). */
const PageContentSchema = v.object({ lead: v.string(), blocks: v.array(ContentBlockSchema) });

type Db = Kysely<Database>;

/** A map search of an address (works without a key; the location page links it). */
export const mapUrlOf = (address: string): string => `https://map.naver.com/p/search/${encodeURIComponent(address)}`;

/** A company page's stored content; the location page adds the address, map link and phone of the business information. */
export async function companyPage(db: Db, key: CompanyPageKey): Promise<CompanyPageAnswer> {
  const row = await db.selectFrom('companyPages').selectAll().where('pageKey', '=', key).executeTakeFirst();
  if (!row) throw apiError('CONTENT_NOT_FOUND');
  const page: CompanyPage = { pageKey: key, title: row.title, ...readJsonColumn(PageContentSchema, row.content, 'companyPages.content'), updatedDate: row.updatedAt };
  if (key !== 'location') return { page, location: null };
  const info = await readBusinessInfo(db);
  return { page, location: { address: info.address, mapUrl: mapUrlOf(info.address), phone: info.csPhone } };
}

/** Replaces a company page (operator). */
export async function saveCompanyPage(db: Db, key: CompanyPageKey, input: Pick<CompanyPage, 'title' | 'lead' | 'blocks'>, now = Date.now()): Promise<CompanyPage> {
  const row = { pageKey: key, title: input.title, content: JSON.stringify({ lead: input.lead, blocks: input.blocks }), updatedAt: toSeoulTimestamp(now) };
  await db
    .insertInto('companyPages')
    .values(row)
    .onConflict((oc) => oc.column('pageKey').doUpdateSet({ title: row.title, content: row.content, updatedAt: row.updatedAt }))
    .execute();
  return { pageKey: key, title: input.title, lead: input.lead, blocks: input.blocks, updatedDate: row.updatedAt };
}

/**
 * The versions of a policy (newest effective date first) and the selected one: `versionId`, else the one in force
 * today. The current version is the newest whose effective date has come (Asia/Seoul); a version announced for a
 * later day is listed as upcoming (시행 예정), never as current, and shown by default only while none is in force.
 */
export async function policyVersions(db: Db, type: PolicyType, versionId: number | undefined, now = Date.now()): Promise<PolicyVersions> {
  const rows = await db.selectFrom('policyVersions').selectAll().where('policyType', '=', type).orderBy('effectiveDate', 'desc').execute();
  const today = toSeoulTimestamp(now).slice(0, 8);
  const current = rows.find((r) => r.effectiveDate <= today);
  const selected = versionId === undefined ? (current ?? rows.at(-1)) : rows.find((r) => r.id === versionId);
  if (!selected) throw apiError('POLICY_NOT_FOUND');
  return {
    type,
    versions: rows.map((r) => ({ id: r.id, title: r.title, effectiveDate: r.effectiveDate, current: r.id === current?.id, upcoming: r.effectiveDate > today })),
    selected: { id: selected.id, effectiveDate: selected.effectiveDate, document: readJsonColumn(PolicyDocumentSchema, selected.document, 'policyVersions.document') },
  };
}

/** Stores a new version of a policy (operator); one version per effective date. */
export async function addPolicyVersion(db: Db, type: PolicyType, effectiveDate: string, document: PolicyDocument, now = Date.now()) {
  const exists = await db.selectFrom('policyVersions').select('id').where('policyType', '=', type).where('effectiveDate', '=', effectiveDate).executeTakeFirst();
  if (exists) throw apiError('POLICY_VERSION_EXISTS');
  const { id } = await db
    .insertInto('policyVersions')
    .values({ policyType: type, title: document.title, effectiveDate, document: JSON.stringify(document), createdAt: toSeoulTimestamp(now) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, effectiveDate };
}
