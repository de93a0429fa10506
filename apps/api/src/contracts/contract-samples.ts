import assert from 'node:assert/strict';
import { ALL_CONTRACTS, type ContractEndpoint, type SeededRows } from '@shop/contracts';
import { SAMPLE_FILES } from '../features/storage/sample-files.ts';
import type { TestServer } from '../testing/test-server.ts';

/** A request of a contract: its parts as the wire carries them, and whether it needs a member's token. */
export type Sample = { params?: Record<string, string | number>; query?: Record<string, string | number>; body?: unknown; member?: boolean };

/** Reads the rows of the seeded database that valid samples name. */
export async function loadSeededRows(server: TestServer): Promise<SeededRows> {
  const { db } = server.app.database;
  const item = await db.selectFrom('items').select(['id', 'itemUserCode']).where('soldOutFlag', '=', 'N').where('itemOptionType', 'is', null).orderBy('id').executeTakeFirstOrThrow();
  const brand = await db.selectFrom('brands').select('id').orderBy('id').executeTakeFirstOrThrow();
  const seller = await db.selectFrom('sellers').select('id').orderBy('id').executeTakeFirstOrThrow();
  const event = await db.selectFrom('events').select('id').orderBy('id').executeTakeFirstOrThrow();
  const popup = await db.selectFrom('popups').select('id').orderBy('id').executeTakeFirst();
  const review = await db.selectFrom('itemReviews').select('id').where('writerLoginId', '<>', 'demo02').orderBy('id').executeTakeFirstOrThrow();
  const coupon = await db.selectFrom('coupons').select('id').orderBy('id').executeTakeFirstOrThrow();
  return { itemId: item.id, itemUserCode: item.itemUserCode, brandId: brand.id, sellerId: seller.id, eventId: event.id, popupId: popup?.id, reviewId: review.id, couponId: coupon.id };
}

/** A 1×1 PNG that decodes (the photo upload reads every picture). */
const PNG_2X2 = new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'));

/**
 * The samples that send files, kept here rather than in their contracts: their bytes are the API's test files, and
 * a file part on the wire is only a name and bytes (the multipart parser adds the declared type the contract's
 * input has), so such a sample is not of the contract's input type. Every other sample is its contract's `sample`.
 */
const UPLOAD_SAMPLES: Record<string, Sample> = {
  'POST /api/business/apply': {
    member: true,
    body: { companyName: 'Acme', representativeName: 'Kim', businessNumber: '1248100998', businessType: 'retail', businessItem: 'towels', licence: [{ name: 'licence.pdf', bytes: SAMPLE_FILES.pdf }] },
  },
  'POST /api/mypage/photos': { member: true, body: { area: 'reviews', photos: [{ name: 'a.png', bytes: PNG_2X2 }] } },
} satisfies Partial<Record<ContractEndpoint, Sample>>;

/** A valid request of every API contract that has one, by its key: the contract's `sample`, or an upload sample above. */
export function validSamples(seeded: SeededRows): Record<string, Sample> {
  const samples: Record<string, Sample> = {};
  for (const contract of ALL_CONTRACTS) {
    // The contract types its sample by its own input; the suite sends any contract's, as the wire carries it.
    const own = contract.sample?.(seeded) as Sample | undefined;
    const upload = UPLOAD_SAMPLES[contract.key];
    assert.ok(!(own && upload), `${contract.key} has a sample in its contract and in UPLOAD_SAMPLES: keep one`);
    const sample = own ?? upload;
    if (sample) samples[contract.key] = sample;
  }
  const stale = Object.keys(UPLOAD_SAMPLES).filter((key) => !ALL_CONTRACTS.some((contract) => contract.key === key));
  assert.deepEqual(stale, [], 'UPLOAD_SAMPLES names a contract that does not exist');
  return samples;
}
