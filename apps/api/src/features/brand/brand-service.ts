import type { Brand, BrandItemsResponse, BrandListResponse } from '@shop/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { apiError } from '../../http/error-table.ts';
import { listCards, type CardListQuery } from '../display/card-page.ts';

function brandQuery(db: Kysely<Database>) {
  return db
    .selectFrom('brands')
    .leftJoin('brandDisplays', 'brandDisplays.brandId', 'brands.id')
    .select([
      'brands.id', 'brands.name', 'brands.image', 'brands.content',
      sql<string | null>`brand_displays.main_flag`.as('mainFlag'),
      sql<number>`(select count(*) from items where items.brand_id = brands.id)`.as('itemCount'),
    ])
    .orderBy(sql`coalesce(brand_displays.ordering, 1000000)`)
    .orderBy('brands.name');
}

type BrandRow = Awaited<ReturnType<ReturnType<typeof brandQuery>['execute']>>[number];

function toBrand(row: BrandRow): Brand {
  return { id: row.id, name: row.name, image: row.image, content: row.content, itemCount: Number(row.itemCount), mainFlag: row.mainFlag === 'Y' ? 'Y' : 'N' };
}

/** GET /api/brand: every brand with items, in display order. */
export async function listBrands(db: Kysely<Database>): Promise<BrandListResponse> {
  return { list: (await brandQuery(db).execute()).map(toBrand).filter((b) => b.itemCount > 0) };
}

/** GET /api/brand/main: the brands picked for the home page, in order. */
export async function mainBrands(db: Kysely<Database>): Promise<BrandListResponse> {
  return { list: (await brandQuery(db).where('brandDisplays.mainFlag', '=', 'Y').execute()).map(toBrand) };
}

/** GET /api/brand/{id}; an unknown brand is a 404. */
export async function getBrand(db: Kysely<Database>, id: number): Promise<Brand> {
  const row = await brandQuery(db).where('brands.id', '=', id).executeTakeFirst();
  if (!row) throw apiError('BRAND_NOT_FOUND');
  return toBrand(row);
}

/** GET /api/brand/{id}/items: a sorted page of the brand's items; an unknown brand is a 404. */
export async function brandItems(db: Kysely<Database>, id: number, query: CardListQuery): Promise<BrandItemsResponse> {
  const brand = await getBrand(db, id);
  return { ...(await listCards(db, query, (eb) => eb('items.brandId', '=', id))), brand };
}
