// Order demo data: what demo members bring to checkout (addresses, points, coupons) and which items run low.

export type AddressSpec = { title: string; userName: string; mobile: string; zipcode: string; address: string; addressDetail: string; defaultFlag: 'Y' | 'N' };

/** Address books: demo01 has a default Seoul address and a Jeju one (the island surcharge shows); demo02 one address. */
export const DEMO_ADDRESSES: Record<string, AddressSpec[]> = {
  demo01: [
    { title: '집', userName: '김데모', mobile: '01012345678', zipcode: '06236', address: '서울특별시 강남구 테헤란로 152', addressDetail: '강남파이낸스센터 10층', defaultFlag: 'Y' },
    { title: '제주 별장', userName: '김데모', mobile: '01012345678', zipcode: '63122', address: '제주특별자치도 제주시 연동 312-1', addressDetail: '2층', defaultFlag: 'N' },
    { title: '회사', userName: '김데모', mobile: '0212345678', zipcode: '04524', address: '서울특별시 중구 세종대로 110', addressDetail: '3층 총무팀', defaultFlag: 'N' },
  ],
  demo02: [
    { title: '우리집', userName: '이쇼핑', mobile: '01023456789', zipcode: '48058', address: '부산광역시 해운대구 센텀중앙로 79', addressDetail: '101동 1203호', defaultFlag: 'Y' },
  ],
};

/** Points held at seed time. */
export const DEMO_POINTS: Record<string, number> = { demo01: 15_000, demo02: 3_000 };

/**
 * Coupons already in demo01's wallet (ids of COUPONS): 3,000원 off everything, fashion 10%, food per unit and the cart
 * coupon, so the order sheet's 최대 혜택 has something to weigh. demo02 keeps an empty wallet (the download flows use it).
 */
export const DEMO_WALLETS: Record<string, number[]> = { demo01: [1, 2, 5, 7] };

/** How many regular items run low (1-3 left), so selling out mid-checkout can be shown. */
export const LOW_STOCK_ITEMS = 6;
