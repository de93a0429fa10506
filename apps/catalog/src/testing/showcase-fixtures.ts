import type { Brand, EventSummary, ItemCard, Page, SpotItem, WallReview } from '@shop/api-client';
import { itemCard } from './fixtures.ts';

/** A page answer of `content`. */
export function pageOf<T>(content: T[], page = 1, totalElements = content.length, size = 24): Page<T> {
  const totalPages = Math.ceil(totalElements / size);
  return { content, pagination: { currentPage: page, size, totalElements, totalPages, first: page === 1, last: page >= totalPages } };
}

/** A page of item cards numbered from `from`. */
export function cardPage(from: number, count: number, totalElements = count): Page<ItemCard> {
  return pageOf(Array.from({ length: count }, (_, i) => itemCard(from + i)), 1, totalElements);
}

/** A time deal: time-limited with `remainingSeconds` left, or weekly when `weekly` is given. */
export function spotItem(n: number, remainingSeconds: number, weekly?: { start: string; end: string; days: number[]; active: boolean }): SpotItem {
  return {
    ...itemCard(n),
    spotFlag: 'Y',
    spotDateType: weekly ? '1' : '2',
    spotStartDate: '20250601000000',
    spotEndDate: '20250610000000',
    spotStartTime: weekly ? weekly.start.replace(':', '') : '',
    spotEndTime: weekly ? weekly.end.replace(':', '') : '',
    displaySpotStartTime: weekly?.start ?? '',
    displaySpotEndTime: weekly?.end ?? '',
    spotWeekDays: weekly?.days ?? [],
    spotActiveFlag: weekly ? (weekly.active ? 'Y' : 'N') : 'Y',
    spotCountdownDate: weekly ? '' : '20250610000000',
    spotRemainingSeconds: weekly ? 0 : remainingSeconds,
  };
}

/** A brand for tests. */
export function brand(id: number, overrides: Partial<Brand> = {}): Brand {
  return { id, name: `Brand ${id}`, image: `/upload/brands/${id}.webp`, content: `About brand ${id}`, itemCount: 10 + id, mainFlag: 'Y', ...overrides };
}

/** A review of the wall for tests. */
export function wallReview(id: number, overrides: Partial<WallReview> = {}): WallReview {
  return {
    itemReviewId: id,
    itemUserCode: `P${1000 + id}`,
    itemName: `Item ${id}`,
    itemImage: `/upload/items/${1000 + id}-1.webp`,
    brand: 'Brand 1',
    brandId: 1,
    content: `Review text ${id}`,
    score: 5,
    image: id % 2 === 0 ? `/upload/reviews/${id}.webp` : null,
    images: id % 2 === 0 ? [`/upload/reviews/${id}.webp`] : [],
    maskUsername: 'abc***',
    createdDate: '20250601120000',
    ...overrides,
  };
}

/** An event of the list for tests. */
export function eventSummary(id: number, overrides: Partial<EventSummary> = {}): EventSummary {
  return {
    id,
    link: `/events/${id}`,
    title: `Event ${id}`,
    image: `/upload/events/${id}.webp`,
    label: '',
    dateText: '2025-06-01 ~ 2025-06-30',
    simpleContent: `Event text ${id}`,
    externalLinkFlag: 'N',
    linkTarget: '_self',
    linkRel: '',
    startDate: '20250601000000',
    endDate: '20250630235959',
    prodState: 'PROGRESS',
    replyUsedFlag: 'N',
    ...overrides,
  };
}
