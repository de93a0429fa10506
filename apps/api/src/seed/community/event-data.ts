// Events (featured pages), their comments and the popups of the demo data. Dates are offsets in days from
// the seed time, so there are always running, upcoming and ended events.

export type EventSpec = {
  id: number;
  title: string;
  simpleContent: string;
  label: string;
  startOffset: number;
  endOffset: number;
  replyUsed: boolean;
  externalLink?: string;
  /** Item list groups: name plus the root category whose items fill it. */
  groups: { name: string; root: string; count: number }[];
  hue: number;
  /** Title and short text follow the season of the seed day (seasons.ts): the season `seasonShift` days from it. */
  seasonal?: { copy: 'fashionEvent' | 'beddingEvent' | 'beautySale'; shift: number };
  /** The page lists the welcome pack's coupons (coupon-data.ts) and links to sign-up, so it says what joining gives. */
  welcomePack?: boolean;
};

/** The lines of the welcome event's page around the list of its coupons. */
export const WELCOME_EVENT_COPY = {
  howTo: '회원가입을 마치면 쿠폰함에 바로 들어가며, 휴대폰번호당 한 번만 받을 수 있습니다.',
  use: '주문서의 "최대 혜택 적용"을 누르면 가장 큰 할인이 자동으로 골라집니다.',
  action: '회원가입하고 쿠폰팩 받기',
  actionHref: '/auth/registration-options',
};

export const EVENTS: EventSpec[] = [
  { id: 1, title: '시즌 패션 기획전', simpleContent: '이번 시즌 패션 최대 40% 할인', label: '기획전', startOffset: -10, endOffset: 20, replyUsed: true, groups: [{ name: '여성의류 특가', root: 'fashion', count: 8 }, { name: '남성의류 특가', root: 'fashion', count: 4 }], hue: 200, seasonal: { copy: 'fashionEvent', shift: 0 } },
  { id: 2, title: '뷰티 신제품 체험 이벤트', simpleContent: '댓글을 남기면 추첨을 통해 신제품 샘플을 드려요', label: '이벤트', startOffset: -3, endOffset: 11, replyUsed: true, groups: [{ name: '이번 달 신제품', root: 'beauty', count: 8 }], hue: 330 },
  { id: 3, title: '제철 농산물 산지직송전', simpleContent: '산지에서 바로 보내는 신선한 과일과 채소', label: '기획전', startOffset: -20, endOffset: 5, replyUsed: false, groups: [{ name: '과일', root: 'food', count: 4 }, { name: '채소·곡물', root: 'food', count: 4 }], hue: 110 },
  { id: 4, title: '홈오피스 가구 페스티벌', simpleContent: '책상과 의자, 수납까지 홈오피스 완성 특가', label: '기획전', startOffset: -5, endOffset: 25, replyUsed: false, groups: [{ name: '추천 가구', root: 'furniture', count: 8 }], hue: 30 },
  { id: 5, title: '디지털 액세서리 1+1', simpleContent: '케이블, 충전기, 케이스를 하나 더 드려요', label: '이벤트', startOffset: -2, endOffset: 12, replyUsed: true, groups: [{ name: '1+1 상품', root: 'digital', count: 8 }], hue: 260 },
  { id: 6, title: '생활용품 정기배송 혜택', simpleContent: '매달 필요한 생활용품을 할인된 가격으로', label: '혜택', startOffset: -30, endOffset: 60, replyUsed: false, groups: [{ name: '생활필수품', root: 'living', count: 8 }], hue: 160 },
  { id: 7, title: '신규 회원 웰컴 쿠폰팩', simpleContent: '가입만 해도 최대 3만원 쿠폰팩 증정', label: '혜택', startOffset: -60, endOffset: 300, replyUsed: false, groups: [], hue: 10, welcomePack: true },
  { id: 8, title: '침구 교체 주간', simpleContent: '다음 시즌 침구를 미리 만나보세요', label: '예고', startOffset: 7, endOffset: 30, replyUsed: false, groups: [{ name: '시즌 침구', root: 'furniture', count: 4 }], hue: 45, seasonal: { copy: 'beddingEvent', shift: 0 } },
  { id: 9, title: '시즌 뷰티 세일', simpleContent: '메이크업 아이템 최대 50% 할인', label: '종료', startOffset: -90, endOffset: -60, replyUsed: true, groups: [{ name: '시즌 메이크업', root: 'beauty', count: 4 }], hue: 350, seasonal: { copy: 'beautySale', shift: -75 } },
  { id: 10, title: '캠핑 용품 특가전', simpleContent: '주말 캠핑을 위한 모든 것', label: '기획전', startOffset: -40, endOffset: -10, replyUsed: false, groups: [{ name: '캠핑 필수품', root: 'living', count: 4 }], hue: 90 },
  { id: 11, title: '커피 원두 시음 이벤트', simpleContent: '스페셜티 원두 3종 시음 후기를 남겨 주세요', label: '이벤트', startOffset: -1, endOffset: 14, replyUsed: true, groups: [{ name: '원두·커피', root: 'food', count: 4 }], hue: 20 },
  { id: 12, title: '스마트 가전 얼리버드', simpleContent: '신제품 공기청정기 사전 예약 특가', label: '기획전', startOffset: -4, endOffset: 16, replyUsed: false, groups: [{ name: '생활가전', root: 'digital', count: 4 }], hue: 190 },
];

/** Comments seeded on events with comments on; event 5 keeps replies on but has none. */
export const EVENT_REPLIES: { eventId: number; writer: string; content: string; hoursAgo: number }[] = [
  { eventId: 1, writer: 'minji92', content: '린넨 원피스 기다리고 있었어요! 이번에 꼭 살게요.', hoursAgo: 70 },
  { eventId: 1, writer: 'jhpark77', content: '남성 셔츠도 할인하면 좋겠어요.', hoursAgo: 65 },
  { eventId: 1, writer: 'sunny0412', content: '작년에 산 원피스 아직도 잘 입고 있어요. 이번에도 기대됩니다.', hoursAgo: 50 },
  { eventId: 1, writer: 'woojin03', content: '사이즈 교환도 무료였으면 좋겠네요!', hoursAgo: 40 },
  { eventId: 1, writer: 'demo02', content: '이벤트 참여합니다~ 할인율 최고예요.', hoursAgo: 30 },
  { eventId: 1, writer: 'haneul_k', content: '색상이 다양해서 고르기 힘드네요 ㅎㅎ', hoursAgo: 20 },
  { eventId: 1, writer: 'dal2ng', content: '배송 빠르게 부탁드려요!', hoursAgo: 8 },
  { eventId: 2, writer: 'seoyeon88', content: '민감성 피부인데 샘플로 먼저 써 보고 싶어요!', hoursAgo: 30 },
  { eventId: 2, writer: 'kkomi22', content: '신제품 쿠션 정말 궁금했어요. 응모합니다.', hoursAgo: 12 },
  { eventId: 2, writer: 'bora1004', content: '꼭 당첨되고 싶어요!', hoursAgo: 3 },
  { eventId: 9, writer: 'yujin_s', content: '립 컬러 너무 예뻐요. 다음 세일도 기다릴게요.', hoursAgo: 1800 },
  { eventId: 11, writer: 'coffee_lover', content: '에티오피아 원두 산미가 정말 좋았어요.', hoursAgo: 10 },
];

export type PopupSpec = {
  id: number;
  popupType: '1' | '2';
  popupStyle: '1' | '2';
  subject: string;
  content: string;
  width: number;
  height: number;
  top: number;
  left: number;
  imageLink: string;
  backgroundColor: string;
  startOffset: number;
  endOffset: number;
  hue: number;
};

export const POPUPS: PopupSpec[] = [
  { id: 1, popupType: '1', popupStyle: '1', subject: '신규 회원 웰컴 쿠폰팩', content: '가입만 해도 최대 3만원 쿠폰팩 증정', width: 400, height: 500, top: 120, left: 80, imageLink: '/events/7', backgroundColor: '#ffffff', startOffset: -30, endOffset: 60, hue: 10 },
  { id: 2, popupType: '2', popupStyle: '2', subject: '배송 지연 안내', content: '<p><strong>택배사 휴무일 배송 안내</strong></p><p>택배사 휴무일과 공휴일에는 배송이 1~2일 지연될 수 있습니다.</p><p>주문하신 상품은 휴무일 이후 순차적으로 출고됩니다.</p>', width: 420, height: 360, top: 140, left: 520, imageLink: '', backgroundColor: '#fff8e6', startOffset: -5, endOffset: 30, hue: 45 },
  { id: 3, popupType: '1', popupStyle: '1', subject: '시즌 뷰티 세일 (종료)', content: '메이크업 아이템 최대 50% 할인', width: 400, height: 500, top: 120, left: 80, imageLink: '/events/9', backgroundColor: '#ffffff', startOffset: -90, endOffset: -60, hue: 350 },
];
