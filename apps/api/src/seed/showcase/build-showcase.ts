import type { CategoryTable } from '../../db/schema.ts';
import type { ItemSpotTable, ItemSearchTermTable, MdTagItemTable } from '../../db/schema-showcase.ts';
import { initialOf, normaliseSearchText } from '../../features/search/korean-text.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import type { CatalogueItem } from '../build-item.ts';
import { BRANDS } from '../data/brands.ts';
import type { Prng } from '../prng.ts';
import { MD_TAGS } from './showcase-data.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Time-limited deals running at seed time: how long each still runs. */
const RUNNING_DEALS_MS = [2 * HOUR_MS, 9 * HOUR_MS, DAY_MS + 3 * HOUR_MS, 2 * DAY_MS + 5 * HOUR_MS, 3 * DAY_MS, 5 * DAY_MS + 2 * HOUR_MS];
/** Weekly deals: hours ('HHmm', end inclusive to the minute) and weekdays (1 Monday … 7 Sunday). */
const WEEKLY_DEALS: [start: string, end: string, days: string][] = [
  ['0900', '1159', '1,2,3,4,5'],
  ['1200', '1359', '1,3,5'],
  ['2000', '2359', '1,2,3,4,5,6,7'],
  ['0000', '2359', '6,7'],
];

function spot(itemId: number, dateType: '1' | '2', from: number, to: number, ordering: number, weekly?: [string, string, string]): ItemSpotTable {
  return {
    itemId,
    dateType,
    startDate: toSeoulTimestamp(from),
    endDate: toSeoulTimestamp(to),
    startTime: weekly?.[0] ?? '',
    endTime: weekly?.[1] ?? '',
    weekDays: weekly?.[2] ?? '',
    ordering,
  };
}

/**
 * Time deals relative to the seed time `now`: running and about-to-end countdowns, ended ones, one not yet
 * started, weekly hour ranges, and a weekly deal whose period is over. Only discounted items in stock take part.
 */
export function buildSpots(items: CatalogueItem[], now: number, rng: Prng): ItemSpotTable[] {
  const candidates = items.filter((it) => it.row.itemType === '1' && it.row.stockQuantity > 0 && it.row.presentPrice < it.row.itemPrice);
  const picked = rng.sample(candidates, RUNNING_DEALS_MS.length + WEEKLY_DEALS.length + 4);
  const ids = picked.map((it) => it.row.id);
  const take = (): number => {
    const id = ids.shift();
    if (id === undefined) throw new Error('Not enough discounted items for the time deals');
    return id;
  };
  const spots: ItemSpotTable[] = [];
  RUNNING_DEALS_MS.forEach((left, i) => spots.push(spot(take(), '2', now - DAY_MS, now + left, i + 1)));
  WEEKLY_DEALS.forEach((hours, i) => spots.push(spot(take(), '1', now - 7 * DAY_MS, now + 60 * DAY_MS, 10 + i, hours)));
  spots.push(spot(take(), '2', now - 5 * DAY_MS, now - DAY_MS, 20)); // ended
  spots.push(spot(take(), '2', now - 3 * DAY_MS, now - HOUR_MS, 21)); // ended an hour ago
  spots.push(spot(take(), '2', now + 2 * DAY_MS, now + 4 * DAY_MS, 22)); // not started yet
  spots.push(spot(take(), '1', now - 30 * DAY_MS, now - 2 * DAY_MS, 23, ['1000', '1200', '1,2,3,4,5'])); // weekly, period over
  return spots;
}

/** The items of every MD tag, drawn from the tag's depth-1 categories (items in stock first). */
export function buildMdTagItems(items: CatalogueItem[], rng: Prng): MdTagItemTable[] {
  return MD_TAGS.flatMap((tag) => {
    const pool = items.filter((it) => (tag.roots as readonly string[]).includes(it.root));
    return rng.sample(pool, tag.count).map((it, i) => ({ tagId: tag.id, itemId: it.row.id, ordering: i + 1 }));
  });
}

/** Search text of every item: its name, brand and category path, with the Korean initials of the same. */
export function buildSearchTerms(items: CatalogueItem[], categories: CategoryTable[]): ItemSearchTermTable[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const brandNames = new Map(BRANDS.map((b) => [b.id, b.name]));
  return items.map((it) => {
    const path: string[] = [];
    for (let c = byId.get(it.row.categoryId); c; c = c.parentId === null ? undefined : byId.get(c.parentId)) path.unshift(c.name);
    // A separator that no query can contain keeps words of different fields from running together.
    const text = [it.row.name, brandNames.get(it.row.brandId) ?? '', ...path].map(normaliseSearchText).join('|');
    return { itemId: it.row.id, terms: text, initials: Array.from(text, initialOf).join('') };
  });
}
