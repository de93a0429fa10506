import type { ItemInquiryTable, ItemReviewTable } from '../../db/schema-community.ts';
import { fromSeoulTimestamp, toSeoulTimestamp } from '../../lib/dates.ts';
import type { CatalogueItem } from '../build-item.ts';
import { weighted } from '../build-item.ts';
import type { Prng } from '../prng.ts';
import { INQUIRIES } from './inquiry-data.ts';
import { ADMIN_COMMENTS, REVIEW_CLOSINGS, REVIEW_DETAILS, REVIEW_OPENINGS, REVIEW_WRITERS, SCORE_WEIGHTS } from './review-phrases.ts';

type NewReview = Omit<ItemReviewTable, 'id' | 'orderLineId' | 'earnedPoint'>;
type NewInquiry = Omit<ItemInquiryTable, 'id'>;

/** Most reviews an item gets in the demo data. */
export const MAX_REVIEWS_PER_ITEM = 36;

function reviewText(score: number, rng: Prng): string {
  const at = score - 1;
  const parts = [rng.pick(REVIEW_OPENINGS[at] ?? []), rng.pick(REVIEW_DETAILS[at] ?? [])];
  if (rng.chance(0.6)) parts.push(rng.pick(REVIEW_CLOSINGS[at] ?? []));
  return parts.join(' ');
}

function optionTextOf(item: CatalogueItem, rng: Prng): string {
  const option = item.options.length > 0 ? rng.pick(item.options) : undefined;
  if (!option || option.optionType === 'T') return '';
  return [option.name1, option.name2, option.name3].filter(Boolean).join(' / ');
}

const DAY = 86_400_000;

/**
 * A moment `daysAgo` days (and `seconds`) before the seed day `now`, never before the item was listed: reviews and
 * questions are spread over the months before the day the catalogue is seeded, so a re-seed later is as recent.
 */
export function recentDay(listed: number, now: number, daysAgo: number, seconds: number): number {
  return Math.max(listed + DAY, now - daysAgo * DAY - seconds * 1000);
}

/**
 * Reviews of one item, written after it was listed: about a tenth of the catalogue's review count (capped), scores weighted towards 5,
 * about one in four with photos (the item's own pictures), some answered by the seller. `memberIds` maps
 * demo login ids to member ids, so reviews by demo members are theirs.
 */
export function buildItemReviews(item: CatalogueItem, memberIds: ReadonlyMap<string, number>, rng: Prng, now: number): NewReview[] {
  const listed = fromSeoulTimestamp(item.row.createdAt)?.getTime() ?? 0;
  const count = Math.min(MAX_REVIEWS_PER_ITEM, Math.ceil(item.row.reviewCount / 10));
  const writers = [...REVIEW_WRITERS, 'demo02'];
  return Array.from({ length: count }, () => {
    const score = weighted(rng, SCORE_WEIGHTS);
    const writer = rng.pick(writers);
    const photos = rng.chance(0.25) ? rng.sample(item.images.map((i) => i.path), rng.int(1, Math.min(3, item.images.length))) : [];
    return {
      itemId: item.row.id,
      memberId: memberIds.get(writer) ?? null,
      writerLoginId: writer,
      score,
      content: reviewText(score, rng),
      images: JSON.stringify(photos),
      options: optionTextOf(item, rng),
      adminComment: rng.chance(0.15) ? rng.pick(ADMIN_COMMENTS) : '',
      likeCount: Math.floor(rng.next() ** 3 * 40),
      createdAt: toSeoulTimestamp(recentDay(listed, now, rng.int(1, 150), rng.int(0, 86_399))),
    };
  });
}

/**
 * Questions of one item (about one item in three has some): answered and unanswered, some secret. Secret
 * questions of demo01 let a member see their own secret question.
 */
export function buildItemInquiries(item: CatalogueItem, memberIds: ReadonlyMap<string, number>, rng: Prng, now: number): NewInquiry[] {
  const listed = fromSeoulTimestamp(item.row.createdAt)?.getTime() ?? 0;
  if (!rng.chance(0.35)) return [];
  const specs = rng.sample(INQUIRIES, rng.int(1, 4));
  return specs.map((spec) => {
    const writer = spec.secret ? rng.pick(['demo01', 'minji92', 'woojin03']) : rng.pick([...REVIEW_WRITERS.slice(0, 6), 'demo02']);
    const created = recentDay(listed, now, rng.int(1, 90), rng.int(0, 86_399));
    return {
      itemId: item.row.id,
      memberId: memberIds.get(writer) ?? null,
      writerLoginId: writer,
      qnaGroup: spec.group,
      subject: spec.subject,
      question: spec.question,
      secretFlag: spec.secret ? 'Y' : 'N',
      answer: spec.answer,
      answeredAt: spec.answer ? toSeoulTimestamp(Math.min(now, created + rng.int(2, 30) * 3_600_000)) : null,
      createdAt: toSeoulTimestamp(created),
    };
  });
}

/** Review count and average score (in tenths) of a list of reviews. */
export function reviewStats(reviews: ReadonlyArray<{ score: number }>): { reviewCount: number; reviewScoreTenths: number } {
  if (reviews.length === 0) return { reviewCount: 0, reviewScoreTenths: 0 };
  const sum = reviews.reduce((s, r) => s + r.score, 0);
  return { reviewCount: reviews.length, reviewScoreTenths: Math.round((sum * 10) / reviews.length) };
}
