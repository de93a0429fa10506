// The demo category tree (3 levels). Leaves carry product nouns, price ranges and option templates.

export type OptionTemplateKey =
  | 'apparel'
  | 'freeSize'
  | 'shoes'
  | 'shade'
  | 'volume'
  | 'weight'
  | 'bundle'
  | 'bedding'
  | 'sofa'
  | 'desk'
  | 'lightColor'
  | 'deviceColor'
  | 'engraving'
  | 'giftMessage';

export type LeafSpec = {
  name: string;
  url: string;
  products: string[];
  price: [number, number];
  option?: OptionTemplateKey;
  optionChance?: number;
};

export type MidSpec = { name: string; url: string; modifiers: string[]; children: LeafSpec[] };

export type RootSpec = { name: string; url: string; children: MidSpec[] };

export const CATEGORY_TREE: RootSpec[] = [
  {
    name: '패션의류',
    url: 'fashion',
    children: [
      {
        name: '여성의류',
        url: 'fashion-women',
        modifiers: ['데일리', '베이직', '시그니처', '썸머', '에센셜', '모던', '클래식'],
        children: [
          { name: '원피스', url: 'fashion-women-dress', products: ['플리츠 롱 원피스', '셔링 미디 원피스', '린넨 셔츠 원피스', '니트 원피스', '랩 원피스'], price: [39000, 129000], option: 'apparel', optionChance: 0.8 },
          { name: '블라우스/셔츠', url: 'fashion-women-blouse', products: ['리본 타이 블라우스', '오버핏 코튼 셔츠', '실크 터치 블라우스', '스트라이프 셔츠'], price: [25000, 79000], option: 'apparel', optionChance: 0.7 },
          { name: '니트/가디건', url: 'fashion-women-knit', products: ['케이블 니트 가디건', '캐시미어 블렌드 니트', '크롭 라운드 가디건', '울 브이넥 니트'], price: [35000, 149000], option: 'apparel', optionChance: 0.7 },
        ],
      },
      {
        name: '남성의류',
        url: 'fashion-men',
        modifiers: ['데일리', '오버핏', '슬림핏', '프리미엄', '베이직', '릴렉스핏', '스탠다드'],
        children: [
          { name: '티셔츠', url: 'fashion-men-tshirt', products: ['코튼 반팔 티셔츠', '헤비웨이트 긴팔 티셔츠', '피케 카라 티셔츠', '쿨링 기능성 티셔츠'], price: [15000, 49000], option: 'apparel', optionChance: 0.8 },
          { name: '셔츠/남방', url: 'fashion-men-shirt', products: ['옥스포드 버튼다운 셔츠', '린넨 반팔 셔츠', '체크 플란넬 셔츠', '스트레치 드레스 셔츠'], price: [29000, 89000], option: 'apparel', optionChance: 0.7 },
          { name: '아우터', url: 'fashion-men-outer', products: ['울 싱글 코트', '경량 구스다운 패딩', '코튼 워크 재킷', '후드 바람막이'], price: [69000, 299000], option: 'apparel', optionChance: 0.6 },
        ],
      },
    ],
  },
  {
    name: '뷰티',
    url: 'beauty',
    children: [
      {
        name: '스킨케어',
        url: 'beauty-skincare',
        modifiers: ['수분', '진정', '비건', '저자극', '브라이트닝', '탄력', '시카'],
        children: [
          { name: '스킨/토너', url: 'beauty-skincare-toner', products: ['히알루론 토너 200ml', '어성초 토너 패드 70매', '약산성 스킨 토너 300ml', '쑥 에센스 토너 150ml'], price: [12000, 38000], option: 'volume', optionChance: 0.3 },
          { name: '에센스/세럼', url: 'beauty-skincare-serum', products: ['나이아신아마이드 세럼 30ml', '비타민C 앰플 20ml', '펩타이드 에센스 50ml', '레티놀 나이트 세럼 30ml'], price: [18000, 59000], option: 'volume', optionChance: 0.3 },
          { name: '크림', url: 'beauty-skincare-cream', products: ['세라마이드 장벽 크림 50ml', '수분 젤 크림 80ml', '판테놀 진정 크림 60ml', '아이 크림 25ml'], price: [16000, 68000], option: 'volume', optionChance: 0.2 },
        ],
      },
      {
        name: '메이크업',
        url: 'beauty-makeup',
        modifiers: ['롱래스팅', '벨벳', '글로우', '매트', '데일리', '촉촉', '실키'],
        children: [
          { name: '립메이크업', url: 'beauty-makeup-lip', products: ['립 틴트', '립스틱', '립 글로스', '립 밤'], price: [9000, 32000], option: 'shade', optionChance: 0.8 },
          { name: '베이스메이크업', url: 'beauty-makeup-base', products: ['쿠션 팩트 15g', '리퀴드 파운데이션 30ml', '톤업 선크림 50ml', '메이크업 프라이머 30ml'], price: [15000, 45000], option: 'shade', optionChance: 0.6 },
          { name: '아이메이크업', url: 'beauty-makeup-eye', products: ['아이섀도 팔레트', '워터프루프 마스카라', '젤 아이라이너', '브로우 펜슬'], price: [8000, 39000], option: 'shade', optionChance: 0.5 },
        ],
      },
    ],
  },
  {
    name: '식품',
    url: 'food',
    children: [
      {
        name: '신선식품',
        url: 'food-fresh',
        modifiers: ['국내산', '산지직송', '유기농', '무농약', '제철', '프리미엄', '햇'],
        children: [
          { name: '과일', url: 'food-fresh-fruit', products: ['부사 사과', '샤인머스캣', '성주 참외', '제주 한라봉', '설향 딸기'], price: [15000, 49000], option: 'weight', optionChance: 0.6 },
          { name: '정육/계란', url: 'food-fresh-meat', products: ['한우 등심 1++ 500g', '무항생제 삼겹살 1kg', '동물복지 유정란 30구', '닭가슴살 100g 10팩'], price: [12000, 89000], option: 'weight', optionChance: 0.4 },
          { name: '수산/건어물', url: 'food-fresh-seafood', products: ['완도 전복 1kg', '손질 고등어 10팩', '국물용 멸치 1.5kg', '제주 은갈치'], price: [14000, 79000], option: 'weight', optionChance: 0.4 },
        ],
      },
      {
        name: '가공식품',
        url: 'food-processed',
        modifiers: ['간편한', '홈카페', '대용량', '저당', '오리지널', '수제', '무첨가'],
        children: [
          { name: '커피/차', url: 'food-processed-coffee', products: ['드립백 커피 30개입', '콜드브루 원액 1L', '유기농 보리차 티백 100개입', '캡슐 커피 50개입'], price: [9000, 39000], option: 'giftMessage', optionChance: 0.2 },
          { name: '간편식', url: 'food-processed-meal', products: ['사골 곰탕 500g 5팩', '냉동 볶음밥 6봉', '즉석 떡볶이 밀키트', '한우 불고기 덮밥 소스'], price: [8000, 29000], option: 'bundle', optionChance: 0.3 },
          { name: '과자/간식', url: 'food-processed-snack', products: ['현미 누룽지 칩', '견과류 하루한줌 30봉', '수제 그래놀라 500g', '쌀과자 선물세트'], price: [6000, 35000], option: 'bundle', optionChance: 0.3 },
        ],
      },
    ],
  },
  {
    name: '가구/인테리어',
    url: 'furniture',
    children: [
      {
        name: '가구',
        url: 'furniture-furniture',
        modifiers: ['원목', '모던', '북유럽풍', '스칸디', '저상형', '내추럴', '미니멀'],
        children: [
          { name: '침대/매트리스', url: 'furniture-furniture-bed', products: ['수납형 침대 프레임', '포켓스프링 매트리스', '라텍스 토퍼', '패밀리 침대'], price: [129000, 899000], option: 'bedding', optionChance: 0.6 },
          { name: '소파', url: 'furniture-furniture-sofa', products: ['패브릭 3인 소파', '리클라이너 소파', '모듈 소파', '1인 라운지 체어'], price: [189000, 1290000], option: 'sofa', optionChance: 0.7 },
          { name: '책상/의자', url: 'furniture-furniture-desk', products: ['높이조절 모션 데스크', '인체공학 메쉬 의자', '원목 서재 책상', '컴퓨터 책상 1200'], price: [59000, 459000], option: 'desk', optionChance: 0.6 },
        ],
      },
      {
        name: '홈데코',
        url: 'furniture-deco',
        modifiers: ['호텔식', '감성', '라탄', '모던', '빈티지', '코지', '내추럴'],
        children: [
          { name: '조명', url: 'furniture-deco-light', products: ['LED 무드등', '플로어 스탠드 조명', '펜던트 조명', '무선 테이블 램프'], price: [19000, 159000], option: 'lightColor', optionChance: 0.6 },
          { name: '커튼/블라인드', url: 'furniture-deco-curtain', products: ['암막 커튼', '린넨 쉬폰 커튼', '콤비 블라인드', '우드 블라인드'], price: [25000, 129000], option: 'bedding', optionChance: 0.6 },
          { name: '침구', url: 'furniture-deco-bedding', products: ['60수 순면 이불 세트', '구스 차렵이불', '극세사 겨울 이불', '모달 베개 커버'], price: [29000, 249000], option: 'bedding', optionChance: 0.7 },
        ],
      },
    ],
  },
  {
    name: '디지털/가전',
    url: 'digital',
    children: [
      {
        name: '모바일 액세서리',
        url: 'digital-mobile',
        modifiers: ['슬림', '고속충전', '초경량', '맥세이프', '스마트', '프로', '미니'],
        children: [
          { name: '휴대폰 케이스', url: 'digital-mobile-case', products: ['투명 젤리 케이스', '카드 수납 범퍼 케이스', '가죽 지갑형 케이스', '실리콘 케이스'], price: [9000, 39000], option: 'engraving', optionChance: 0.5 },
          { name: '충전기/케이블', url: 'digital-mobile-charger', products: ['65W GaN 충전기', 'C to C 고속 케이블 2m', '3in1 무선 충전 거치대', '차량용 고속 충전기'], price: [9000, 69000], option: 'deviceColor', optionChance: 0.5 },
          { name: '보조배터리', url: 'digital-mobile-battery', products: ['보조배터리 10000mAh', '보조배터리 20000mAh', '무선 충전 보조배터리', '캠핑용 파워뱅크'], price: [19000, 129000], option: 'engraving', optionChance: 0.4 },
        ],
      },
      {
        name: '생활가전',
        url: 'digital-appliance',
        modifiers: ['무선', '저소음', '스마트', '대용량', '컴팩트', '프리미엄', '올인원'],
        children: [
          { name: '청소기', url: 'digital-appliance-cleaner', products: ['핸디 스틱 청소기', '로봇 청소기', '침구 청소기', '물걸레 청소기'], price: [59000, 599000], option: 'deviceColor', optionChance: 0.4 },
          { name: '공기청정기', url: 'digital-appliance-air', products: ['공기청정기 20평형', '미니 공기청정기', '가습 공기청정기', '차량용 공기청정기'], price: [39000, 459000], option: 'deviceColor', optionChance: 0.3 },
          { name: '주방가전', url: 'digital-appliance-kitchen', products: ['에어프라이어 5.5L', '전기 주전자 1.7L', '초고속 블렌더', '토스터기'], price: [29000, 199000], option: 'deviceColor', optionChance: 0.4 },
        ],
      },
    ],
  },
  {
    name: '생활/건강',
    url: 'living',
    children: [
      {
        name: '생활용품',
        url: 'living-goods',
        modifiers: ['친환경', '대용량', '무향', '천연', '리필형', '항균', '데일리'],
        children: [
          { name: '세제/세정제', url: 'living-goods-detergent', products: ['고농축 액체 세제 3L', '섬유유연제 2.5L', '주방 세제 1L', '욕실 세정제 500ml'], price: [6000, 32000], option: 'bundle', optionChance: 0.4 },
          { name: '욕실용품', url: 'living-goods-bath', products: ['호텔 수건 40수 5매', '규조토 발매트', '샤워기 필터 3개입', '칫솔 살균기'], price: [8000, 59000], option: 'bundle', optionChance: 0.3 },
          { name: '수납/정리', url: 'living-goods-storage', products: ['리빙 박스 3단', '옷걸이 50개입', '압축 팩 10매', '서랍장 정리함'], price: [7000, 89000], option: 'bundle', optionChance: 0.3 },
        ],
      },
      {
        name: '건강식품',
        url: 'living-health',
        modifiers: ['하루한알', '6년근', '프리미엄', '데일리', '온가족', '식물성', '고함량'],
        children: [
          { name: '비타민', url: 'living-health-vitamin', products: ['멀티비타민 90정', '비타민D 2000IU 180정', '비타민C 1000mg 120정', '마그네슘 120정'], price: [12000, 49000], option: 'bundle', optionChance: 0.3 },
          { name: '홍삼', url: 'living-health-redginseng', products: ['홍삼정 240g', '홍삼 스틱 30포', '홍삼 진액 50포', '홍삼 젤리 30포'], price: [29000, 189000], option: 'bundle', optionChance: 0.3 },
          { name: '유산균', url: 'living-health-probiotics', products: ['생유산균 30포', '어린이 유산균 60포', '프리바이오틱스 30포', '장건강 유산균 90캡슐'], price: [15000, 69000], option: 'bundle', optionChance: 0.3 },
        ],
      },
    ],
  },
];
