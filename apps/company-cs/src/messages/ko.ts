/** Korean copy of the company-cs remote (C8). Long legal texts live in `./policies/*`. */

/** The shop operator, shown on the company page and referenced by the policies (same facts as the shell footer). */
export const BUSINESS = {
  shopName: '세일즈온 스토어',
  companyName: '세일즈온 스토어 주식회사',
  ceo: '김대표',
  businessNumber: '214-86-12341',
  mailOrderNumber: '제2026-서울강남-01234호',
  address: '서울특별시 강남구 테헤란로 123, 10층 (역삼동)',
  privacyOfficer: '이보호',
  hosting: '세일즈온 스토어',
  csPhone: '1588-0000',
  csHours: '평일 09:00 - 18:00 (점심 12:00 - 13:00, 주말·공휴일 휴무)',
  csEmail: 'help@saleson-store.kr',
  privacyEmail: 'privacy@saleson-store.kr',
} as const;

export const messages = {
  titles: {
    companyAbout: '회사소개',
    companyLocation: '오시는 길',
    termsOfService: '이용약관',
    privacyPolicy: '개인정보처리방침',
    marketingConsent: '마케팅수신동의',
    emailCollectionRefusal: '이메일무단수집거부',
  },
  companyMenu: {
    heading: '회사소개',
    label: '회사 메뉴',
    about: '회사소개',
    location: '오시는 길',
  },
  termsTabs: {
    label: '약관 및 정책',
    termsOfService: '이용약관',
    privacyPolicy: '개인정보처리방침',
    marketingConsent: '마케팅수신동의',
    emailCollectionRefusal: '이메일무단수집거부',
  },
  policy: {
    toc: '목차',
    addenda: '부칙',
  },
  about: {
    eyebrow: 'ABOUT US',
    title: BUSINESS.shopName,
    tagline: '매일 쓰는 물건일수록 더 꼼꼼하게 고릅니다.',
    intro: [
      `${BUSINESS.shopName}는 ${BUSINESS.companyName}가 운영하는 종합 온라인 쇼핑몰입니다. 패션의류와 뷰티, 식품, 가구와 인테리어, 디지털 가전과 생활용품까지 매일 쓰는 물건을 한곳에서 비교하고 살 수 있도록 여러 판매자의 상품을 모아 소개합니다.`,
      '상품 하나를 올리기 전에 소재와 원산지, 배송 조건을 직접 확인하고, 판매자별 배송비와 무료배송 기준을 장바구니에서 바로 보여 드립니다. 회원이 아니어도 주문할 수 있고, 주문 후에는 배송 조회부터 교환·반품까지 마이페이지에서 처리할 수 있습니다.',
    ],
    categoriesTitle: '이런 상품을 판매합니다',
    categories: [
      { name: '패션의류', description: '매일 입기 좋은 여성·남성 의류와 계절 아우터' },
      { name: '뷰티', description: '스킨케어와 메이크업, 향수까지 피부 타입별로 고르는 화장품' },
      { name: '식품', description: '산지에서 바로 보내는 농산물과 간편식, 간식과 음료' },
      { name: '가구/인테리어', description: '침구와 소파, 책상과 조명처럼 집의 분위기를 바꾸는 가구' },
      { name: '디지털/가전', description: '이어폰과 충전기, 생활가전 등 매일 쓰는 전자제품' },
      { name: '생활/건강', description: '세제와 욕실용품, 건강식품 같은 생활 필수품' },
    ],
    promisesTitle: '세일즈온 스토어의 약속',
    promises: [
      { title: '투명한 가격', description: '판매가, 할인, 배송비를 주문 전에 모두 보여 드리고 숨은 비용을 받지 않습니다.' },
      { title: '판매자별 묶음배송', description: '같은 판매자의 상품은 한 번에 묶어 보내고, 조건을 채우면 배송비를 받지 않습니다.' },
      { title: '안전한 결제', description: '결제 정보는 결제대행사를 통해서만 처리하며 쇼핑몰에 카드 정보를 저장하지 않습니다.' },
      { title: '빠른 상담', description: '주문과 배송에 관한 문의는 영업일 기준 하루 안에 답변 드립니다.' },
    ],
    contactTitle: '고객센터',
    contact: {
      phoneLabel: '전화',
      hoursLabel: '운영시간',
      emailLabel: '이메일',
    },
    businessTitle: '사업자 정보',
    businessCaption: `${BUSINESS.companyName} 사업자 정보`,
    businessRows: {
      companyName: '상호',
      ceo: '대표자',
      businessNumber: '사업자등록번호',
      mailOrderNumber: '통신판매업 신고번호',
      address: '사업장 소재지',
      privacyOfficer: '개인정보보호책임자',
      hosting: '호스팅 서비스 제공자',
      csPhone: '고객센터',
      csEmail: '이메일',
    },
    businessNote: '사업자 정보는 공정거래위원회 사업자정보공개 페이지에서도 확인할 수 있습니다.',
    shopLink: '쇼핑하러 가기',
  },
  location: {
    title: '오시는 길',
    lead: `${BUSINESS.companyName} 본사는 서울 강남 테헤란로에 있습니다.`,
    addressLabel: '주소',
    phoneLabel: '대표전화',
    directionsTitle: '교통편',
    directions: [
      { label: '지하철', text: '2호선 역삼역 3번 출구에서 강남역 방향으로 도보 5분' },
      { label: '버스', text: '역삼역·포스코타워 정류장 하차 (간선 146, 341, 360 / 지선 4412)' },
      { label: '주차', text: '건물 지하 주차장을 이용할 수 있으며, 방문 고객은 1시간 무료입니다.' },
    ],
    visitTitle: '방문 전 확인해 주세요',
    visitNotes: [
      '본사에서는 상품을 직접 판매하거나 보관하지 않습니다. 교환·반품 상품은 마이페이지에서 신청한 뒤 택배로 보내 주세요.',
      '입점·제휴 상담은 방문 전에 고객센터로 일정을 잡아 주세요.',
      `방문 가능 시간: ${BUSINESS.csHours}`,
    ],
  },
} as const;
