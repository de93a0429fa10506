// Item questions and seller answers of the demo data.

/** Q&A groups (qnaGroup codes and labels). */
export const QNA_GROUPS = [
  { id: 'ITEM', label: '상품' },
  { id: 'DELIVERY', label: '배송' },
  { id: 'EXCHANGE', label: '교환/반품' },
  { id: 'ETC', label: '기타' },
] as const;

export type InquirySpec = { group: string; subject: string; question: string; answer: string | null; secret: boolean };

export const INQUIRIES: InquirySpec[] = [
  { group: 'ITEM', subject: '사이즈 문의드려요', question: '평소 66 입는데 어떤 사이즈가 맞을까요?', answer: '안녕하세요 고객님, 66 사이즈이시면 M 사이즈를 추천드립니다. 감사합니다.', secret: false },
  { group: 'DELIVERY', subject: '언제 배송되나요?', question: '오늘 주문하면 언제쯤 받을 수 있을까요?', answer: '평일 오후 2시 이전 주문은 당일 출고되어 보통 1~2일 안에 받아 보실 수 있습니다.', secret: false },
  { group: 'EXCHANGE', subject: '교환 가능한가요', question: '색상을 바꾸고 싶은데 교환 배송비는 얼마인가요?', answer: null, secret: false },
  { group: 'ITEM', subject: '재입고 예정 문의', question: '품절된 색상 재입고 예정이 있나요?', answer: '다음 주 중 재입고 예정입니다. 조금만 기다려 주세요.', secret: false },
  { group: 'ETC', subject: '주문 건 관련 문의', question: '주소를 잘못 입력했어요. 연락처로 연락 부탁드립니다.', answer: '확인 후 배송지를 변경해 드렸습니다. 감사합니다.', secret: true },
  { group: 'ITEM', subject: '소재가 궁금해요', question: '피부가 예민한데 소재 구성이 어떻게 되나요?', answer: null, secret: false },
  { group: 'DELIVERY', subject: '제주도 배송', question: '제주도도 배송 되나요? 추가 배송비가 있나요?', answer: '제주 지역은 추가 배송비가 부과되며 2~3일 더 소요됩니다.', secret: false },
  { group: 'ETC', subject: '개인 정보 관련', question: '영수증 발급 받을 이메일 주소를 알려드릴게요.', answer: null, secret: true },
];
