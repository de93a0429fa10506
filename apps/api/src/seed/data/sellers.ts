// Sellers and how each one charges shipping (spec section 9 shipping types 1-6).

export type ShippingPolicySpec = {
  shippingType: '1' | '2' | '3' | '4' | '5' | '6';
  shipping: number;
  shippingFreeAmount: number;
  shippingItemCount: number;
  /** 'seller' = one group per seller, 'warehouse:N' = one group per warehouse, 'item' = one group per item. */
  group: 'seller' | `warehouse:${number}` | 'item';
  weight: number;
};

export type SellerSpec = {
  id: number;
  name: string;
  representativeName: string;
  businessNumber: string;
  businessLocation: string;
  deliveryCompanyName: string;
  extraCharges: [jeju: number, island: number];
  policies: ShippingPolicySpec[];
};

export const SELLERS: SellerSpec[] = [
  {
    id: 1,
    name: '본사',
    representativeName: '김온라인',
    businessNumber: '1208147521',
    businessLocation: '서울특별시 금천구 가산디지털1로 168, 12층',
    deliveryCompanyName: 'CJ대한통운',
    extraCharges: [3000, 5000],
    policies: [
      { shippingType: '2', shipping: 3000, shippingFreeAmount: 30000, shippingItemCount: 0, group: 'seller', weight: 6 },
      { shippingType: '1', shipping: 0, shippingFreeAmount: 0, shippingItemCount: 0, group: 'item', weight: 2 },
      { shippingType: '4', shipping: 2500, shippingFreeAmount: 50000, shippingItemCount: 0, group: 'item', weight: 2 },
    ],
  },
  {
    id: 2,
    name: '(주)한빛리빙',
    representativeName: '박한빛',
    businessNumber: '2148800155',
    businessLocation: '경기도 파주시 문발로 242, 한빛물류센터',
    deliveryCompanyName: '한진택배',
    extraCharges: [5000, 10000],
    policies: [
      { shippingType: '3', shipping: 3500, shippingFreeAmount: 50000, shippingItemCount: 0, group: 'warehouse:1', weight: 4 },
      { shippingType: '3', shipping: 5000, shippingFreeAmount: 100000, shippingItemCount: 0, group: 'warehouse:2', weight: 2 },
      { shippingType: '6', shipping: 15000, shippingFreeAmount: 0, shippingItemCount: 0, group: 'item', weight: 3 },
    ],
  },
  {
    id: 3,
    name: '푸른들농산(주)',
    representativeName: '이푸른',
    businessNumber: '4028150215',
    businessLocation: '전라북도 전주시 덕진구 반룡로 109',
    deliveryCompanyName: '우체국택배',
    extraCharges: [4000, 7000],
    policies: [
      { shippingType: '5', shipping: 4000, shippingFreeAmount: 0, shippingItemCount: 5, group: 'item', weight: 4 },
      { shippingType: '2', shipping: 3500, shippingFreeAmount: 40000, shippingItemCount: 0, group: 'seller', weight: 4 },
      { shippingType: '1', shipping: 0, shippingFreeAmount: 0, shippingItemCount: 0, group: 'item', weight: 1 },
    ],
  },
  {
    id: 4,
    name: '(주)테크온코리아',
    representativeName: '최테크',
    businessNumber: '1078712341',
    businessLocation: '서울특별시 용산구 한강대로 23길 55, 테크온타워 7층',
    deliveryCompanyName: '롯데택배',
    extraCharges: [3000, 6000],
    policies: [
      { shippingType: '1', shipping: 0, shippingFreeAmount: 0, shippingItemCount: 0, group: 'item', weight: 4 },
      { shippingType: '6', shipping: 3000, shippingFreeAmount: 0, shippingItemCount: 0, group: 'item', weight: 3 },
      { shippingType: '4', shipping: 3000, shippingFreeAmount: 30000, shippingItemCount: 0, group: 'item', weight: 2 },
    ],
  },
];

/** Which sellers sell in which depth-1 category (first = main seller), with weights. */
export const ROOT_SELLERS: Record<string, [sellerId: number, weight: number][]> = {
  fashion: [[1, 8], [2, 2]],
  beauty: [[1, 9], [4, 1]],
  food: [[3, 8], [1, 2]],
  furniture: [[2, 9], [1, 1]],
  digital: [[4, 8], [1, 2]],
  living: [[1, 5], [2, 3], [3, 2]],
};
