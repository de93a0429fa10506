import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseHandle } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { writeTransaction } from '../db/transaction.ts';
import { hashPassword } from '../features/auth/password.ts';
import { toSeoulTimestamp } from '../lib/dates.ts';
import { buildCatalogue, type Catalogue } from './catalogue.ts';
import { communityImageJobs } from './community/community-images.ts';
import { COMMUNITY_TABLES, insertCommunity } from './community/insert-community.ts';
import { BANNERS, GNB_MENUS, SEO_PAGES, SITE_CONTENTS } from './data/display.ts';
import { insertShowcase, SHOWCASE_TABLES, showcaseImageJobs } from './showcase/insert-showcase.ts';
import { BRANDS } from './data/brands.ts';
import { DEMO_PASSWORD, MEMBERS } from './data/members.ts';
import { LABELS } from './data/profiles.ts';
import { SELLERS } from './data/sellers.ts';
import { demoCartLines } from './demo-cart.ts';
import { ensureImages, imageJobs } from './images.ts';
import { insertOrderDemo } from './orders/insert-order-demo.ts';
import { MESSENGER_CHANNELS } from './data/messenger-channels.ts';
import { seedCustomerService } from './cs/insert-cs.ts';

type Tables = keyof Database;

/** Child tables first, so deleting in this order never breaks a foreign key. */
const DELETE_ORDER: Tables[] = [
  'orderIdempotencyKeys', 'orderStateHistory', 'orderPayments', 'orderAddresses', 'orderLines', 'orders', 'orderSheets',
  'pointLedger', 'memberPoints', 'memberAddresses', 'messengerChannels',
  ...COMMUNITY_TABLES,
  ...SHOWCASE_TABLES,
  'carts', 'authTokens', 'members', 'itemSetComponents', 'itemOptions', 'itemLabels', 'itemImages', 'items',
  'labels', 'categories', 'brands', 'sellers', 'gnbMenus', 'banners', 'seoPages', 'siteContents',
];

async function insertChunks<T extends Tables>(trx: Transaction<Database>, table: T, rows: readonly object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    // Rows come from typed builders; Kysely's insert type cannot follow a generic table name.
    await trx.insertInto(table).values(rows.slice(i, i + 200) as never).execute();
  }
}

async function insertCatalogue(trx: Transaction<Database>, catalogue: Catalogue): Promise<void> {
  const { items } = catalogue;
  await insertChunks(trx, 'sellers', SELLERS.map((s, i) => ({
    id: s.id, name: s.name, representativeName: s.representativeName, businessNumber: s.businessNumber,
    businessLocation: s.businessLocation, deliveryCompanyName: s.deliveryCompanyName, ordering: i + 1,
  })));
  await insertChunks(trx, 'brands', BRANDS.map((b) => ({ id: b.id, name: b.name, image: `/upload/brands/${b.id}.webp`, content: b.content })));
  await insertChunks(trx, 'categories', catalogue.categories);
  await insertChunks(trx, 'labels', LABELS.map((l) => ({ id: l.id, label: l.label, color: l.color })));
  await insertChunks(trx, 'items', items.map((it) => it.row));
  await insertChunks(trx, 'itemImages', items.flatMap((it) => it.images));
  await insertChunks(trx, 'itemLabels', items.flatMap((it) => it.labelIds.map((labelId) => ({ itemId: it.row.id, labelId }))));
  await insertChunks(trx, 'itemOptions', items.flatMap((it) => it.options));
  await insertChunks(trx, 'itemSetComponents', items.flatMap((it) => it.components));
}

async function insertDisplay(trx: Transaction<Database>): Promise<void> {
  await insertChunks(trx, 'gnbMenus', GNB_MENUS.map((m, i) => ({ ...m, ordering: i + 1 })));
  await insertChunks(trx, 'banners', BANNERS.map((b, i) => ({ ...b, ordering: i + 1, displayFlag: 'Y' })));
  await insertChunks(trx, 'seoPages', SEO_PAGES.map((p) => ({
    path: p.path, title: p.title, keywords: p.keywords, description: p.description, ogTitle: p.title,
    ogDescription: p.description, ogImage: p.ogImage, indexFlag: 'indexFlag' in p ? p.indexFlag : 'Y',
  })));
  await insertChunks(trx, 'siteContents', SITE_CONTENTS);
}

async function insertMembers(trx: Transaction<Database>, catalogue: Catalogue, hashes: string[], now: number): Promise<void> {
  const createdAt = toSeoulTimestamp(now);
  for (const [i, m] of MEMBERS.entries()) {
    const { id } = await trx
      .insertInto('members')
      .values({
        loginId: m.loginId, passwordHash: hashes[i] as string, name: m.name, email: m.email, phone: m.phone,
        sleepUserFlag: m.sleepUserFlag, tempPasswordFlag: m.tempPasswordFlag,
        passwordChangedAt: toSeoulTimestamp(now - m.passwordAgeDays * 86_400_000), createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (m.loginId === 'demo01') {
      const lines = demoCartLines(catalogue.items).map((l) => ({ ...l, ownerKey: `M:${id}`, createdAt, updatedAt: createdAt }));
      await insertChunks(trx, 'carts', lines);
    }
  }
}

async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('items').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

export type SeedResult = { seeded: boolean; images: number };

/**
 * Fills an empty database with the demo data (or every table again with `replace`), then writes
 * any missing pictures under `uploadDir`. Runs in one write transaction; on PostgreSQL an
 * advisory lock keeps two starting servers from seeding at once.
 */
export async function seedDatabase(handle: DatabaseHandle, uploadDir: string, options: { replace?: boolean } = {}): Promise<SeedResult> {
  const catalogue = buildCatalogue();
  const now = Date.now();
  const seeded = await writeTransaction(handle, async (trx) => {
    if (handle.kind === 'postgres') await sql`select pg_advisory_xact_lock(727001)`.execute(trx);
    if (options.replace) {
      for (const table of DELETE_ORDER) await trx.deleteFrom(table).execute();
    } else if (!(await isEmpty(trx))) {
      return false;
    }
    const hashes = await Promise.all(MEMBERS.map(() => hashPassword(DEMO_PASSWORD)));
    await insertCatalogue(trx, catalogue);
    await insertDisplay(trx);
    await insertMembers(trx, catalogue, hashes, now);
    await insertCommunity(trx, catalogue, now);
    await insertShowcase(trx, catalogue, now);
    await insertOrderDemo(trx, catalogue, now);
    await insertChunks(trx, 'messengerChannels', MESSENGER_CHANNELS);
    return true;
  });
  await seedCustomerService(handle, now, options);
  const images = await ensureImages(uploadDir, [...imageJobs(catalogue), ...communityImageJobs(), ...showcaseImageJobs()]);
  return { seeded, images };
}
