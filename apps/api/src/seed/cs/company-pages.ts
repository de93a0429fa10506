import type { CompanyPage } from '@shop/contracts';
import { BUSINESS } from './business-info.ts';

type Seeded = Omit<CompanyPage, 'updatedDate'>;
const block = (heading: string, paragraphs: string[], items: { title: string; text: string }[] = []) => ({ heading, paragraphs, items });

/** The eight company pages as first stored (the operator edits them through PUT /api/operator/company/pages/{key}). */
export const COMPANY_PAGES: Seeded[] = [
  {
    pageKey: 'about',
    title: '회사소개',
    lead: '매일 쓰는 물건일수록 더 꼼꼼하게 고릅니다.',
    blocks: [
      block('세일즈온 스토어', [
        `${BUSINESS.shopName}는 ${BUSINESS.companyName}가 운영하는 종합 온라인 쇼핑몰입니다. 패션의류와 뷰티, 식품, 가구와 인테리어, 디지털 가전과 생활용품까지 매일 쓰는 물건을 한곳에서 비교하고 살 수 있도록 여러 판매자의 상품을 모아 소개합니다.`,
        '상품 하나를 올리기 전에 소재와 원산지, 배송 조건을 직접 확인하고, 판매자별 배송비와 무료배송 기준을 장바구니에서 바로 보여 드립니다.',
      ]),
      block('세일즈온 스토어의 약속', [], [
        { title: '투명한 가격', text: '판매가, 할인, 배송비를 주문 전에 모두 보여 드리고 숨은 비용을 받지 않습니다.' },
        { title: '판매자별 묶음배송', text: '같은 판매자의 상품은 한 번에 묶어 보내고, 조건을 채우면 배송비를 받지 않습니다.' },
        { title: '안전한 결제', text: '결제 정보는 결제대행사를 통해서만 처리하며 쇼핑몰에 카드 정보를 저장하지 않습니다.' },
        { title: '빠른 상담', text: '주문과 배송에 관한 문의는 영업일 기준 하루 안에 답변 드립니다.' },
      ]),
    ],
  },
  {
    pageKey: 'brand',
    title: '브랜드 스토리',
    lead: '좋은 물건을 알아보는 눈, 세일즈온 스토어가 지키는 기준입니다.',
    blocks: [
      block('이름에 담은 뜻', ['세일즈온(Sales On)은 언제든 켜져 있는 가게라는 뜻입니다. 새벽에도 주말에도 필요한 물건을 찾고, 주문하고, 받아 볼 수 있는 쇼핑몰을 만들고자 했습니다.']),
      block('브랜드 원칙', [], [
        { title: '정직한 상품 정보', text: '판매자가 올린 정보는 검수 담당자가 다시 확인합니다.' },
        { title: '오래 쓰는 물건', text: '한 철 쓰고 버리는 상품보다 오래 쓰는 상품을 먼저 소개합니다.' },
      ]),
    ],
  },
  {
    pageKey: 'place',
    title: '매장 안내',
    lead: '온라인에서 고른 상품을 직접 보고 싶다면 쇼룸을 찾아 주세요.',
    blocks: [
      block('강남 쇼룸', ['테헤란로 본사 1층에서 가구와 인테리어 상품 일부를 직접 보고 만져 볼 수 있습니다.'], [
        { title: '운영시간', text: '평일 10:00 - 19:00, 토요일 11:00 - 17:00 (일요일·공휴일 휴무)' },
        { title: '예약', text: '주말 방문은 고객센터로 미리 예약해 주세요.' },
      ]),
    ],
  },
  {
    pageKey: 'union',
    title: '제휴 안내',
    lead: '판매자와 제휴사가 함께 자라는 쇼핑몰을 만듭니다.',
    blocks: [
      block('입점 혜택', [], [
        { title: '판매 수수료 할인', text: '입점 후 첫 3개월은 판매 수수료를 낮춰 드립니다.' },
        { title: '기획전 참여', text: '시즌 기획전과 타임세일에 우선 참여할 수 있습니다.' },
      ]),
      block('입점 절차', ['제휴/입점문의 양식을 남겨 주시면 담당자가 영업일 기준 5일 안에 연락드립니다.']),
    ],
  },
  {
    pageKey: 'history',
    title: '연혁',
    lead: '작은 온라인 편집숍에서 종합 쇼핑몰이 되기까지.',
    blocks: [
      block('걸어온 길', [], [
        { title: '2019', text: '세일즈온 스토어 주식회사 설립, 생활용품 편집숍 오픈' },
        { title: '2021', text: '패션·뷰티 카테고리 확장, 회원 10만 명 돌파' },
        { title: '2023', text: '판매자 입점 서비스 시작, 모바일 앱 출시' },
        { title: '2025', text: '강남 쇼룸 오픈, 사업자 회원 전용 서비스 시작' },
      ]),
    ],
  },
  {
    pageKey: 'business',
    title: '사업 영역',
    lead: '개인 고객과 사업자 고객 모두를 위한 쇼핑몰입니다.',
    blocks: [
      block('주요 사업', [], [
        { title: '온라인 쇼핑몰', text: '여러 판매자의 상품을 모은 종합 쇼핑몰 운영' },
        { title: '사업자 구매', text: '사업자 회원의 대량 구매, 세금계산서 발행, 빠른 재주문' },
        { title: '판매자 지원', text: '입점 판매자의 상품 등록, 정산, 배송 관리 지원' },
      ]),
    ],
  },
  {
    pageKey: 'location',
    title: '오시는 길',
    lead: `${BUSINESS.companyName} 본사는 서울 강남 테헤란로에 있습니다.`,
    blocks: [
      block('교통편', [], [
        { title: '지하철', text: '2호선 역삼역 3번 출구에서 강남역 방향으로 도보 5분' },
        { title: '버스', text: '역삼역·포스코타워 정류장 하차 (간선 146, 341, 360 / 지선 4412)' },
        { title: '주차', text: '건물 지하 주차장을 이용할 수 있으며, 방문 고객은 1시간 무료입니다.' },
      ]),
      block('방문 전 확인해 주세요', [
        '본사에서는 상품을 직접 판매하거나 보관하지 않습니다. 교환·반품 상품은 마이페이지에서 신청한 뒤 택배로 보내 주세요.',
        `방문 가능 시간: ${BUSINESS.csHours}`,
      ]),
    ],
  },
  {
    pageKey: 'certification',
    title: '인증 현황',
    lead: '고객의 정보와 거래를 지키기 위해 받은 인증입니다.',
    blocks: [
      block('인증 및 등록', [], [
        { title: '정보보호 관리체계 인증 (ISMS)', text: '한국인터넷진흥원, 2025년 인증 (유효기간 3년)' },
        { title: '구매안전서비스', text: '토스페이먼츠 에스크로, 현금 결제 전 금액 보호' },
        { title: '통신판매업 신고', text: BUSINESS.mailOrderNumber },
        { title: '개인정보 보호 우수 사이트', text: '한국개인정보보호협회 ePRIVACY 인증' },
      ]),
    ],
  },
];
