import { HOME_TITLE } from './titles.ko.ts';
import { formatNumber } from '@shop/validators';

/** Korean copy of the mypage remote (C8). */
export const messages = {
  titles: {
    home: HOME_TITLE,
  },
  lnb: {
    title: '마이페이지',
    label: '마이페이지 메뉴',
    shopping: '쇼핑정보',
    orders: '주문/배송 조회',
    claims: '취소/교환/반품 조회',
    wishlist: '관심상품',
    recents: '최근 본 상품',
    addresses: '배송주소록 관리',
    benefits: '쇼핑혜택',
    coupons: '쿠폰',
    points: '포인트',
    grade: '나의 등급/혜택',
    info: '정보관리',
    profile: '내 정보 관리',
    updatePassword: '비밀번호 변경',
    snsConnections: 'SNS 연동관리',
    inquiries: '상품문의',
    reviews: '이용후기',
  },
  home: {
    greeting: (name: string) => `${name}님 안녕하세요!`,
    memberFallback: '회원',
    accountTitle: '회원 정보',
    loginId: '아이디',
    email: '이메일',
    emailMissing: '등록된 이메일이 없습니다.',
    editProfile: '내 정보 관리',
    shortcutsTitle: '나의 쇼핑',
    cart: '장바구니',
    wishlist: '관심상품',
    count: (n: number) => `${formatNumber(n)}개`,
    unavailable: '지금은 불러올 수 없습니다.',
  },
} as const;
