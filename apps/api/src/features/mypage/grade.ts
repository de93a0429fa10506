import { MYPAGE_MESSAGES as M } from '../../messages/mypage.ko.ts';

/** Member grades by what was bought and confirmed (구매확정) in total; the shop's own table (reference: 나의 등급/혜택). */
// prettier-ignore
export const MEMBER_LEVELS = [
  { levelId: 1, levelName: M.levels[1] ?? '', priceStart: 0,         pointRate: 1, discountRate: 0 },
  { levelId: 2, levelName: M.levels[2] ?? '', priceStart: 200_000,   pointRate: 2, discountRate: 1 },
  { levelId: 3, levelName: M.levels[3] ?? '', priceStart: 500_000,   pointRate: 3, discountRate: 2 },
  { levelId: 4, levelName: M.levels[4] ?? '', priceStart: 1_000_000, pointRate: 5, discountRate: 3 },
] as const;

/** The grade of a member who bought `total` won in confirmed orders, and how far the next one is. */
export function levelOf(total: number) {
  let index = 0;
  MEMBER_LEVELS.forEach((level, i) => { if (total >= level.priceStart) index = i; });
  const level = MEMBER_LEVELS[index] ?? MEMBER_LEVELS[0];
  const next = MEMBER_LEVELS[index + 1];
  return { level, next: next ? { levelName: next.levelName, remaining: next.priceStart - total } : null };
}
