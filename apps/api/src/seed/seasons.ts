// Seasonal copy of the demo data: picked by the season of the day the catalogue is seeded, so the shop
// never advertises a summer sale in November, and a re-seed on a later day follows the calendar.

export type Season = 'spring' | 'summer' | 'autumn' | 'winter';

const DAY = 86_400_000;

/** The season of the Seoul date `daysFromNow` days after `now` (Mar-May spring, Jun-Aug summer, Sep-Nov autumn). */
export function seasonOf(now: number, daysFromNow = 0): Season {
  const month = new Date(now + daysFromNow * DAY + 9 * 3_600_000).getUTCMonth() + 1;
  if (month >= 3 && month <= 5) return 'spring';
  if (month >= 6 && month <= 8) return 'summer';
  if (month >= 9 && month <= 11) return 'autumn';
  return 'winter';
}

/** What each season's demo campaigns say. */
export const SEASON_COPY: Record<Season, {
  fashionEvent: { title: string; simpleContent: string };
  beddingEvent: { title: string; simpleContent: string };
  beautySale: { title: string; simpleContent: string };
  searchRecommend: { content: string; keyword: string };
}> = {
  spring: {
    fashionEvent: { title: '봄맞이 패션 기획전', simpleContent: '가벼운 트렌치코트부터 봄 원피스까지 최대 40% 할인' },
    beddingEvent: { title: '봄 침구 교체 주간', simpleContent: '산뜻한 봄 침구를 미리 만나보세요' },
    beautySale: { title: '봄맞이 뷰티 세일', simpleContent: '봄 메이크업 아이템 최대 50% 할인' },
    searchRecommend: { content: '봄 원피스 컬렉션 최대 40% 할인', keyword: '원피스' },
  },
  summer: {
    fashionEvent: { title: '여름맞이 패션 기획전', simpleContent: '시원한 린넨부터 썸머 원피스까지 최대 40% 할인' },
    beddingEvent: { title: '여름 냉감 침구 주간', simpleContent: '시원한 냉감 침구를 미리 만나보세요' },
    beautySale: { title: '여름 선케어 세일', simpleContent: '선크림과 쿨링 아이템 최대 50% 할인' },
    searchRecommend: { content: '여름 린넨 컬렉션 최대 40% 할인', keyword: '린넨' },
  },
  autumn: {
    fashionEvent: { title: '가을 신상 패션 기획전', simpleContent: '니트와 가디건, 가을 아우터까지 최대 40% 할인' },
    beddingEvent: { title: '겨울 침구 교체 주간', simpleContent: '포근한 겨울 침구를 미리 만나보세요' },
    beautySale: { title: '가을 보습 뷰티 세일', simpleContent: '보습 크림과 립밤 최대 50% 할인' },
    searchRecommend: { content: '가을 니트 컬렉션 최대 40% 할인', keyword: '니트' },
  },
  winter: {
    fashionEvent: { title: '겨울 아우터 기획전', simpleContent: '패딩과 코트, 따뜻한 니트까지 최대 40% 할인' },
    beddingEvent: { title: '봄 침구 미리보기', simpleContent: '산뜻한 봄 침구를 미리 만나보세요' },
    beautySale: { title: '겨울 보습 뷰티 세일', simpleContent: '보습 크림과 핸드크림 최대 50% 할인' },
    searchRecommend: { content: '겨울 니트 컬렉션 최대 40% 할인', keyword: '니트' },
  },
};
