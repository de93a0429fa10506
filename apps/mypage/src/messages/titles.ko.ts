/**
 * Page titles of the mypage remote: the only copy the routes module (loaded on every page of the remote) carries;
 * each page's own copy comes with its page.
 */
export const PAGE_TITLES = {
  orders: '주문/배송 조회', orderDetail: '주문/배송 상세조회', claims: '취소/교환/반품 조회', points: '포인트', coupons: '쿠폰',
  reviews: '이용후기', addresses: '배송주소록 관리', grade: '나의 등급/혜택', profile: '내 정보 관리', recents: '최근 본 상품', inquiries: '상품문의', wishlist: '관심상품', guestOrders: '비회원 주문조회', guestOrderDetail: '비회원 주문 상세',
} as const;

export const ACCOUNT_SECURITY_TITLES = { updatePassword: '비밀번호 변경', closeAccount: '회원탈퇴', snsConnections: 'SNS 연동관리' } as const;

export const HOME_TITLE = '마이페이지';
