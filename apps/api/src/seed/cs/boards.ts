/** FAQ entries as first stored, in the order shown. */
export const FAQS: { faqType: string; title: string; content: string }[] = [
  { faqType: 'ORDER', title: '주문 후 결제 수단을 바꿀 수 있나요?', content: '결제가 끝난 주문은 결제 수단을 바꿀 수 없습니다. 주문을 취소한 뒤 다시 주문해 주세요.' },
  { faqType: 'ORDER', title: '비회원도 주문할 수 있나요?', content: '네. 비회원 주문 시 입력한 주문 비밀번호로 주문 내역을 조회할 수 있습니다.' },
  { faqType: 'DELIVERY', title: '배송은 얼마나 걸리나요?', content: '결제 완료 후 영업일 기준 2~3일 안에 받아 보실 수 있습니다. 제주와 도서산간 지역은 1~2일 더 걸립니다.' },
  { faqType: 'DELIVERY', title: '묶음배송이 되나요?', content: '같은 판매자의 상품은 한 번에 묶어 보내 드리며, 무료배송 기준을 채우면 배송비가 없습니다.' },
  { faqType: 'CLAIM', title: '교환이나 반품은 어떻게 신청하나요?', content: '마이페이지 주문배송 조회에서 상품을 받은 날로부터 7일 안에 신청할 수 있습니다.' },
  { faqType: 'CLAIM', title: '반품 배송비는 누가 내나요?', content: '단순 변심은 고객님이, 상품 불량이나 오배송은 판매자가 부담합니다.' },
  { faqType: 'MEMBER', title: '아이디를 잊어버렸어요.', content: '로그인 화면의 아이디 찾기에서 가입한 휴대폰번호로 찾을 수 있습니다.' },
  { faqType: 'MEMBER', title: '사업자 회원은 어떻게 신청하나요?', content: '로그인 후 사업자 회원 신청 화면에서 사업자 정보와 사업자등록증을 올려 주세요. 승인되면 세금계산서를 신청할 수 있습니다.' },
  { faqType: 'ETC', title: '고객센터 운영 시간이 궁금해요.', content: '평일 09:00부터 18:00까지 운영하며, 점심시간(12:00~13:00)과 주말·공휴일에는 쉽니다.' },
];

/** Notices as first stored: the first two are pinned (공지). `daysAgo` places them in time. */
export const NOTICES: { noticeFlag: 'Y' | 'N'; subject: string; content: string; link: string; daysAgo: number }[] = [
  { noticeFlag: 'Y', subject: '개인정보처리방침 개정 안내', content: '2026년 1월 1일부터 개정된 개인정보처리방침이 시행됩니다. 약관 페이지에서 이전 버전과 함께 확인하실 수 있습니다.', link: '/terms/privacy-policy', daysAgo: 30 },
  { noticeFlag: 'Y', subject: '설 연휴 배송 일정 안내', content: '설 연휴 기간에는 택배사 휴무로 배송이 늦어질 수 있습니다. 연휴 전 마지막 출고일을 확인해 주세요.', link: '', daysAgo: 5 },
  ...Array.from({ length: 14 }, (_, i) => ({
    noticeFlag: 'N' as const,
    subject: `세일즈온 스토어 소식 ${14 - i}호`,
    content: `이번 달 새로 입점한 브랜드와 진행 중인 기획전을 소개합니다. (${14 - i}호)`,
    link: '',
    daysAgo: 60 + i * 7,
  })),
];
