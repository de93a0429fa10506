import { formatNumber, formatWon } from '@shop/validators';
import { PAGE_TITLES } from './titles.ko.ts';

/** Korean copy of my page's order, claim, benefit, review and address pages. */
export const pageMessages = {
  titles: PAGE_TITLES,
  period: {
    legend: '조회기간', presets: { '1w': '1주일', '1m': '1개월', '3m': '3개월', '6m': '6개월', '12m': '12개월' } as Record<string, string>,
    start: '시작일', end: '종료일', keyword: '상품명', submit: '조회',
  },
  orders: {
    notes: ['배송완료 후 14일이 지나면 자동으로 구매확정됩니다.', '주문상세를 누르면 주문 내역을 자세히 볼 수 있습니다.'],
    empty: '주문내역이 없습니다.', orderDate: '주문일', orderCode: '주문번호', detail: '주문상세', payAmount: '결제금액', status: '주문상태', quantity: (n: number) => `${n}개`,
    counts: '주문 현황', claimApplied: (n: number) => `${n}개 신청 중`, claimed: (n: number) => `${n}개 취소·반품`,
  },
  actions: {
    CANCEL: '주문취소', CANCEL_APPLY: '주문취소', CONFIRM: '구매확정', RETURN_APPLY: '반품신청', EXCHANGE_APPLY: '교환신청', TRACKING: '배송조회',
    review: '후기작성', reviewed: '후기작성완료',
    confirmCancel: '주문취소 하시겠습니까?', cancelled: '주문이 취소되었습니다.', confirmPurchase: '해당 상품을 구매확정 하시겠습니까?',
    confirmed: '구매확정 되었습니다. 후기를 남겨주시면 포인트를 드립니다.',
    withdraw: (label: string) => `${label}신청 철회`, confirmWithdraw: '신청을 철회하시겠습니까?', withdrawn: '신청이 철회되었습니다.', failed: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },
  review: {
    title: '후기작성', score: '별점', content: '후기 내용', contentRequired: '필수 입력 항목입니다.', submit: '등록', points: '일반후기 1,000P / 포토후기 2,000P 적립',
    period: '후기는 주문 후 90일 이내에 작성할 수 있습니다.', written: (p: number) => (p > 0 ? `후기가 등록되었습니다. ${formatNumber(p)}P가 적립되었습니다.` : '후기가 등록되었습니다.'),
    stars: (n: number) => `${n}점`,
    photo: (n: number) => `후기 사진 ${n}`, removePhoto: (n: number) => `후기 사진 ${n} 삭제`, keptPhotos: '등록된 사진', photoLimit: '사진은 최대 4장까지 올릴 수 있습니다.',
    empty: '조회 된 이용후기가 없습니다.', delete: '삭제', confirmDelete: '삭제하시겠습니까?', edit: '수정', save: '저장', adminComment: '관리자 답변', earned: (p: number) => `${formatNumber(p)}P 적립`,
  },
  detail: {
    print: '화면출력', back: '목록으로', items: '주문상품', shipping: '배송지 정보', buyer: '주문자 정보', payment: '결제정보',
    receiveName: '받는 분', receiveMobile: '연락처', address: '주소', memo: '배송 메모', userName: '주문자', mobile: '휴대폰번호', email: '이메일',
    totalItem: '총 상품금액', itemDiscount: '상품할인', shippingFee: '배송비', coupon: '쿠폰할인', point: '포인트 사용', total: '총 결제금액',
    payments: '결제 내역', refunded: '환불', claims: '취소/반품/교환 신청 내역', paymentType: { '0': '입금대기', '1': '결제완료', '2': '결제취소' } as Record<string, string>, history: '처리 내역',
    bank: (name: string | null, no: string | null) => `${name ?? ''} ${no ?? ''}`.trim(),
  },
  claims: {
    tabs: { CANCEL: '취소신청', RETURN: '반품신청', EXCHANGE: '교환신청' } as Record<string, string>,
    empty: '신청 내역이 없습니다.', refund: '환불금액', fee: '차감 배송비', refundStatus: { NONE: '', PENDING: '환불대기', REFUNDING: '환불중', REFUNDED: '환불완료', REFUND_FAILED: '환불지연' } as Record<string, string>,
    reason: '사유', applied: '신청일', completed: '완료일', withdraw: '신청 철회', exchangeAddress: '교환상품 배송지',
  },
  points: {
    balance: '사용가능 포인트', expiring: '30일 내 소멸 예정', tabs: { EARN_POINT: '사용 가능', USED_POINT: '사용 완료' } as Record<string, string>,
    empty: '포인트 내역이 없습니다.', earned: '적립일', used: '사용일', expires: '소멸예정일', expired: '소멸일', schedule: '소멸 예정',
    scheduleLine: (date: string, point: number) => `${date} ${formatNumber(point)}P 소멸 예정`, point: (n: number, sign: string) => `${sign}${formatNumber(n)}P`,
  },
  coupons: {
    download: '쿠폰 다운', downloadOne: '다운로드', downloaded: '다운완료', offline: '오프라인쿠폰등록', offlineCode: '쿠폰번호', offlineSubmit: '조회',
    offlineDone: '쿠폰이 등록되었습니다.', downloadedToast: '쿠폰이 발급되었습니다.', tabs: { N: '사용 가능', Y: '사용 완료' } as Record<string, string>,
    available: (n: number) => `사용가능 쿠폰 (${n})`, empty: '쿠폰이 없습니다.', minSpend: (n: number) => `${formatWon(n)} 이상 구매 시`,
    validity: (a: string, b: string) => `${a} ~ ${b}`, expired: '기한 만료', usedOn: (d: string) => `${d} 사용`, items: '적용 상품 보기',
    amount: (payType: string, pay: number) => (payType === '2' ? `${pay}%` : formatWon(pay)), noneToDownload: '다운로드할 수 있는 쿠폰이 없습니다.',
  },
  addresses: {
    add: '새 배송지 추가', edit: '수정', delete: '삭제', makeDefault: '기본 배송지로 설정', defaultBadge: '기본배송지', empty: '등록된 배송지가 없습니다.',
    confirmDelete: '삭제하시겠습니까?', formTitleAdd: '배송지 추가', formTitleEdit: '배송지 수정', title: '배송지명', userName: '받는사람', mobile: '휴대폰번호',
    zipcode: '우편번호', address: '기본주소', addressDetail: '상세주소', defaultFlag: '기본 배송지로 설정', save: '저장', cancel: '취소', saved: '저장되었습니다.',
  },
  grade: {
    current: (name: string) => `회원님의 등급은 ${name}입니다.`, total: (won: string) => `구매확정 금액 ${won}`, next: (name: string, won: string) => `${name}까지 ${won} 남았습니다.`,
    top: '최고 등급입니다.', table: '등급별 혜택', level: '등급', condition: '기준 금액', pointRate: '적립혜택', discountRate: '구매시할인', percent: (n: number) => `${n}%`,
    from: (won: string) => `${won} 이상`, rules: '등급은 구매확정된 주문 금액으로 정해집니다.',
  },
  recents: { total: (n: number) => `총 ${n}개`, empty: '최근 본 상품이 없습니다.', delete: '삭제' },
  inquiries: {
    empty: '조회 된 QnA가 없습니다.', waiting: '답변대기', answered: '답변완료', delete: '삭제', confirmDelete: '삭제하시겠습니까?', answer: '답변', secret: '비밀글',
    note: '1:1 문의의 전체 목록과 새 문의는 고객센터의 1:1 문의에서 볼 수 있습니다.',
    typeFilter: '문의 유형', groups: { '': '전체', ITEM: '상품', DELIVERY: '배송', EXCHANGE: '교환/반품', ETC: '기타' } as Record<string, string>,
    csTitle: '1:1 문의', itemTitle: '상품문의', csEmpty: '1:1 문의 내역이 없습니다.', csAll: '1:1 문의 전체 보기', csWrite: '1:1 문의하기',
    attachments: (n: number) => `첨부파일 ${n}개`,
  },
  wishlist: {
    selectAll: (n: number) => `전체선택(${n}개)`, deleteSelected: '선택삭제', confirmDelete: '삭제하시겠습니까?', noneSelected: '선택된 항목이 없습니다.',
    empty: '관심상품이 없습니다.', select: (name: string) => `${name} 선택`, soldOut: '품절',
  },
  profile: {
    checkTitle: '비밀번호 재확인', checkDescription: '회원님의 정보를 안전하게 보호하기 위해 비밀번호를 다시 확인합니다.', password: '비밀번호', confirm: '확인',
    loginId: '아이디', name: '이름', mobile: '휴대폰번호', email: '이메일', birthday: '생년월일', gender: '성별', genders: { '': '선택 안 함', M: '남성', F: '여성' } as Record<string, string>,
    receiveSms: 'SMS 수신 동의', receiveEmail: '이메일 수신 동의', save: '저장', saved: '저장되었습니다.', closeAccount: '회원탈퇴',
  },
  guest: { intro: (name: string) => `${name}님의 주문 내역입니다.`, logout: '조회 종료' },
  won: (n: number) => formatWon(n),
} as const;
