// Copy for generated items, per depth-1 category: summaries, origins and the product notice (정보고시) rows.

export type RootProfile = {
  summaries: string[];
  origins: string[];
  notices: [title: string, values: string[]][];
  highlights: string[];
};

export const ROOT_PROFILES: Record<string, RootProfile> = {
  fashion: {
    summaries: [
      '부드러운 촉감과 편안한 착용감으로 매일 손이 가는 아이템',
      '어떤 스타일에도 잘 어울리는 기본에 충실한 디자인',
      '탄탄한 원단과 꼼꼼한 봉제로 오래 입을 수 있어요',
      '체형을 자연스럽게 커버하는 여유 있는 실루엣',
      '시즌 트렌드를 담은 이번 시즌 신상품',
    ],
    origins: ['대한민국', '베트남', '중국'],
    notices: [
      ['소재', ['면 100%', '면 60%, 폴리에스터 40%', '린넨 55%, 레이온 45%', '울 30%, 아크릴 70%']],
      ['세탁방법 및 취급 시 주의사항', ['30도 이하 미온수 단독 손세탁', '드라이클리닝 권장', '세탁망 사용, 건조기 사용 금지']],
      ['제조연월', ['2025년 3월', '2025년 4월', '2025년 5월']],
    ],
    highlights: ['사계절 활용도 높은 디자인', '비침 없는 도톰한 원단', '정사이즈 추천', '모델 착용 사이즈 M'],
  },
  beauty: {
    summaries: [
      '민감한 피부도 안심하고 쓰는 저자극 포뮬러',
      '끈적임 없이 산뜻하게 흡수되는 데일리 케어',
      '피부과 테스트를 완료한 순한 성분',
      '하루 종일 촉촉함이 지속되는 보습 솔루션',
      '자연스러운 발색과 뛰어난 지속력',
    ],
    origins: ['대한민국'],
    notices: [
      ['용량 또는 중량', ['30ml', '50ml', '150ml', '15g']],
      ['사용기한 또는 개봉 후 사용기간', ['제조일로부터 36개월, 개봉 후 12개월', '제조일로부터 30개월, 개봉 후 6개월']],
      ['화장품 책임판매업자', ['(주)블룸코스메틱', '수아코리아(주)']],
    ],
    highlights: ['피부 자극 테스트 완료', '동물성 원료 무첨가', '전 성분 EWG 그린 등급', '휴대하기 좋은 사이즈'],
  },
  food: {
    summaries: [
      '산지에서 당일 수확해 신선하게 보내드려요',
      '엄격한 품질 기준을 통과한 상품만 골랐습니다',
      '바쁜 날에도 간편하게 즐기는 든든한 한 끼',
      '온 가족이 믿고 먹을 수 있는 깨끗한 먹거리',
      '선물하기 좋은 고급스러운 포장',
    ],
    origins: ['국내산', '국내산(전라북도)', '국내산(제주특별자치도)', '국내산(경상북도)'],
    notices: [
      ['식품의 유형', ['농산물', '축산물', '수산물', '가공식품']],
      ['보관방법', ['냉장 보관(0~10℃)', '냉동 보관(-18℃ 이하)', '직사광선을 피해 서늘한 곳에 보관']],
      ['소비기한', ['수령 후 7일 이내', '제조일로부터 12개월', '제조일로부터 6개월']],
    ],
    highlights: ['아이스박스 포장 배송', '당도 선별 상품', 'HACCP 인증 시설 생산', '소포장으로 보관이 편리'],
  },
  furniture: {
    summaries: [
      '공간에 따뜻함을 더하는 내추럴 무드 인테리어',
      '튼튼한 구조와 안정적인 마감으로 오래 사용하는 가구',
      '좁은 공간도 넓게 쓰는 실용적인 디자인',
      '호텔처럼 포근한 잠자리를 위한 선택',
      '전문 기사님이 직접 배송하고 설치해 드려요',
    ],
    origins: ['대한민국', '베트남', '말레이시아'],
    notices: [
      ['품명 및 모델명', ['HB-2025', 'NW-1200', 'LM-300']],
      ['구성품', ['본품 1개, 조립 설명서', '본품, 조립 부속품 일체']],
      ['주요 소재', ['고무나무 원목', 'E0 등급 PB', '패브릭(폴리에스터 100%)', '철제 프레임']],
    ],
    highlights: ['E0 등급 친환경 자재', '무료 설치 서비스', '1년 무상 A/S', '간편 조립'],
  },
  digital: {
    summaries: [
      'KC 인증을 받은 안전한 제품',
      '작고 가벼워 어디서나 편하게 사용해요',
      '빠른 속도와 뛰어난 성능을 한 번에',
      '소음은 줄이고 효율은 높인 똑똑한 가전',
      '세련된 디자인으로 인테리어 효과까지',
    ],
    origins: ['중국', '대한민국', '베트남'],
    notices: [
      ['KC 인증 필 유무', ['XU100123-25001', 'R-R-TCO-TP2025', '해당 없음']],
      ['정격전압, 소비전력', ['DC 5V / 3A', 'AC 220V, 60Hz / 1400W', 'AC 220V, 60Hz / 45W']],
      ['품질보증기준', ['구입일로부터 1년 무상 보증', '구입일로부터 2년 무상 보증']],
    ],
    highlights: ['과충전 방지 회로 탑재', '1년 무상 A/S', '국내 정식 수입', '저소음 설계'],
  },
  living: {
    summaries: [
      '온 가족이 안심하고 쓰는 생활 필수품',
      '매일 챙기기 쉬운 건강 습관',
      '꼭 필요한 성분만 담은 깐깐한 선택',
      '대용량으로 넉넉하고 경제적으로',
      '정리가 쉬워지는 똑똑한 수납 아이템',
    ],
    origins: ['대한민국', '일본', '미국'],
    notices: [
      ['용량 또는 중량', ['500ml', '1L', '90정', '30포']],
      ['섭취량 및 섭취방법', ['1일 1회, 1회 1정', '1일 1포를 물과 함께 섭취', '해당 없음']],
      ['주의사항', ['어린이의 손이 닿지 않는 곳에 보관', '특이체질의 경우 섭취 전 전문가와 상담']],
    ],
    highlights: ['식약처 인증 기능성', '무향료 무색소', '리필 파우치 제공', '친환경 인증 원료'],
  },
};

/** Item labels: `key` is used by the generator to decide who gets which label. */
export const LABELS = [
  { id: 1, key: 'new', label: 'NEW', color: '#1e88e5' },
  { id: 2, key: 'best', label: 'BEST', color: '#e53935' },
  { id: 3, key: 'freeShipping', label: '무료배송', color: '#2e7d32' },
  { id: 4, key: 'limited', label: '한정수량', color: '#6a1b9a' },
  { id: 5, key: 'md', label: 'MD추천', color: '#ef6c00' },
  { id: 6, key: 'timeSale', label: '타임세일', color: '#d81b60' },
] as const;

/** Set items: name, the depth-2 category whose items make it up, and how many components. */
export const SET_ITEMS = [
  { name: '데일리 스킨케어 3종 세트', mid: 'beauty-skincare', components: 3 },
  { name: '립 메이크업 베스트 2종 기획세트', mid: 'beauty-makeup', components: 2 },
  { name: '신선식품 선물세트', mid: 'food-fresh', components: 2 },
  { name: '홈카페 간식 꾸러미', mid: 'food-processed', components: 3 },
  { name: '모바일 충전 풀세트', mid: 'digital-mobile', components: 3 },
  { name: '우리집 생활용품 3종 세트', mid: 'living-goods', components: 3 },
  { name: '면역 건강 2종 세트', mid: 'living-health', components: 2 },
  { name: '데일리룩 코디 세트', mid: 'fashion-women', components: 2 },
] as const;
