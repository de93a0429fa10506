import type { CouponItemTable, CouponTable, EventGroupItemTable, EventItemGroupTable, EventTable, PopupTable } from '../../db/schema-community.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import type { CatalogueItem } from '../build-item.ts';
import type { Prng } from '../prng.ts';
import { SEASON_COPY, seasonOf } from '../seasons.ts';
import { COUPONS } from './coupon-data.ts';
import { EVENTS, POPUPS, WELCOME_EVENT_COPY, type EventSpec } from './event-data.ts';

const DAY = 86_400_000;

/** Start of the Seoul day `offset` days from `now` (end dates take the last second of their day). */
function dayFrom(now: number, offset: number, end = false): string {
  const seoulMidnight = Math.floor((now + 9 * 3_600_000) / DAY) * DAY - 9 * 3_600_000;
  return toSeoulTimestamp(seoulMidnight + offset * DAY + (end ? DAY - 1000 : 0));
}

/** Picture path of an event thumbnail and of a popup image. */
export const eventImagePath = (id: number): string => `/upload/events/${id}.webp`;
export const popupImagePath = (id: number): string => `/upload/popups/${id}.webp`;

function eventContent({ title, simpleContent, id, welcomePack }: EventSpec): string {
  const head = `<div class="event-detail"><img src="${eventImagePath(id)}" alt="${title}"><h3>${title}</h3><p>${simpleContent}</p>`;
  if (!welcomePack) return `${head}<ul><li>기간 중 구매 고객 대상</li><li>일부 상품은 조기 품절될 수 있습니다.</li></ul></div>`;
  // The welcome page lists the very coupons sign-up gives (issue kind WELCOME), so the page and the pack cannot differ.
  const pack = COUPONS.filter((c) => c.issueKind === 'WELCOME').map((c) => `<li><strong>${c.name}</strong> ${c.comment.replace(/^신규 회원 웰컴 쿠폰 · /, '')}</li>`).join('');
  const W = WELCOME_EVENT_COPY;
  return `${head}<ul>${pack}</ul><p>${W.howTo}</p><p>${W.use}</p><p><a href="${W.actionHref}">${W.action}</a></p></div>`;
}

/** Events with their grouped item lists; items are taken (without repeats) from each group's root category. */
export function buildEvents(items: CatalogueItem[], now: number, rng: Prng) {
  const events: EventTable[] = [];
  const groups: EventItemGroupTable[] = [];
  const groupItems: EventGroupItemTable[] = [];
  for (const [index, base] of EVENTS.entries()) {
    // Seasonal events say what fits the seed day's season (or, for an ended one, the season it ran in).
    const spec = base.seasonal ? { ...base, ...SEASON_COPY[seasonOf(now, base.seasonal.shift)][base.seasonal.copy] } : base;
    events.push({
      id: spec.id,
      title: spec.title,
      simpleContent: spec.simpleContent,
      content: eventContent(spec),
      image: eventImagePath(spec.id),
      label: spec.label,
      startDate: dayFrom(now, spec.startOffset),
      endDate: dayFrom(now, spec.endOffset, true),
      replyUsedFlag: spec.replyUsed ? 'Y' : 'N',
      externalLink: spec.externalLink ?? '',
      ordering: index + 1,
    });
    const pool = rng.sample(items, items.length);
    const used = new Set<number>();
    for (const [g, group] of spec.groups.entries()) {
      const id = spec.id * 10 + g + 1;
      groups.push({ id, eventId: spec.id, name: group.name, ordering: g + 1 });
      const inRoot = pool.filter((it) => it.root === group.root && !used.has(it.row.id)).slice(0, group.count);
      for (const it of inRoot) used.add(it.row.id);
      inRoot.forEach((it, i) => groupItems.push({ groupId: id, itemId: it.row.id, ordering: i + 1 }));
    }
  }
  return { events, groups, groupItems };
}

/** Popups, dated around `now`. */
export function buildPopups(now: number): PopupTable[] {
  const beauty = SEASON_COPY[seasonOf(now, -75)].beautySale;
  // Popup 3 announces event 9 (ended): the same seasonal title.
  return POPUPS.map((spec) => (spec.id === 3 ? { ...spec, subject: `${beauty.title} (종료)`, content: beauty.simpleContent } : spec)).map((p, index) => ({
    id: p.id,
    popupType: p.popupType,
    popupStyle: p.popupStyle,
    subject: p.subject,
    content: p.content,
    width: p.width,
    height: p.height,
    topPosition: p.top,
    leftPosition: p.left,
    popupImage: p.popupType === '1' ? popupImagePath(p.id) : '',
    imageLink: p.imageLink,
    backgroundColor: p.backgroundColor,
    startDate: dayFrom(now, p.startOffset),
    endDate: dayFrom(now, p.endOffset, true),
    displayFlag: 'Y',
    ordering: index + 1,
  }));
}

/** Coupons (dated around `now`) and, for category coupons, the items of their root category. */
export function buildCoupons(items: CatalogueItem[], now: number): { coupons: (Omit<CouponTable, 'offlineCode' | 'issueKind'> & { issueKind: string })[]; couponItems: CouponItemTable[] } {
  const coupons = COUPONS.map((c) => ({
    id: c.id,
    name: c.name,
    comment: c.comment,
    payType: c.payType,
    pay: c.pay,
    payRestriction: c.payRestriction,
    maxDiscount: c.maxDiscount,
    targetItemType: c.target === 'all' ? '1' : '2',
    concurrently: c.concurrently,
    issueStartDate: dayFrom(now, c.issueStartOffset),
    issueEndDate: dayFrom(now, c.issueEndOffset, true),
    applyDays: c.applyDays,
    couponType: c.couponType ?? 'ITEM',
    issueKind: c.issueKind ?? 'DOWNLOAD',
  }));
  const couponItems = COUPONS.filter((c) => c.target !== 'all').flatMap((c) =>
    items.filter((it) => it.root === c.target).map((it) => ({ couponId: c.id, itemId: it.row.id })),
  );
  return { coupons, couponItems };
}
