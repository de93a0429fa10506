// Korean review sentences by score, combined by the seeded random source into real-sounding reviews.

/** Opening sentences, indexed by score − 1. */
export const REVIEW_OPENINGS: readonly (readonly string[])[] = [
  ['기대했는데 많이 실망했어요.', '솔직히 돈이 아까운 상품이에요.', '사진이랑 너무 달라서 당황했어요.', '이번 구매는 실패네요.'],
  ['생각했던 것과는 좀 달라요.', '가격에 비해 아쉬운 점이 많아요.', '한 번 쓰고 나니 별로네요.', '배송은 빨랐는데 상품이 아쉬워요.'],
  ['무난하게 쓰고 있어요.', '가격 생각하면 그럭저럭 괜찮아요.', '나쁘지 않은데 특별하지도 않아요.', '기대만큼은 아니지만 쓸 만해요.'],
  ['전체적으로 만족합니다.', '생각보다 괜찮아서 잘 쓰고 있어요.', '가성비 좋은 제품이에요.', '두 번째 구매인데 역시 좋네요.'],
  ['정말 마음에 들어요!', '완전 대만족입니다. 강력 추천해요.', '이 가격에 이 품질이면 최고예요.', '재구매 의사 100%입니다!', '고민하다 샀는데 진작 살 걸 그랬어요.'],
];

/** Middle sentences, indexed by score − 1. */
export const REVIEW_DETAILS: readonly (readonly string[])[] = [
  ['마감이 엉성하고 냄새도 심하게 나요.', '한 번 사용했는데 벌써 망가졌어요.', '포장도 찢어진 채로 왔어요.'],
  ['사이즈가 표기보다 작게 나왔어요.', '색감이 사진보다 많이 어두워요.', '품질이 가격을 따라가지 못하는 느낌이에요.'],
  ['마감은 보통 수준이에요.', '색상은 화면이랑 거의 비슷해요.', '배송은 이틀 걸렸어요.', '포장은 꼼꼼하게 왔어요.'],
  ['마감이 깔끔하고 튼튼해 보여요.', '배송이 빨라서 좋았어요.', '색감이 사진이랑 똑같아요.', '포장이 꼼꼼해서 선물하기에도 좋아요.'],
  ['품질이 정말 좋고 마감도 완벽해요.', '주문 다음 날 바로 받았어요.', '가족들도 다 좋아하네요.', '사진보다 실물이 훨씬 예뻐요.', '선물용으로 샀는데 받는 분이 너무 좋아했어요.'],
];

/** Closing sentences, indexed by score − 1. */
export const REVIEW_CLOSINGS: readonly (readonly string[])[] = [
  ['다시는 구매하지 않을 것 같아요.', '반품 고민 중입니다.'],
  ['다음엔 다른 제품을 살 것 같아요.', '참고하세요.'],
  ['참고하시라고 남겨요.', '할인할 때 사면 괜찮을 듯해요.'],
  ['다음에도 이용할게요.', '주변에도 추천했어요.'],
  ['번창하세요!', '다른 색상도 주문하려고요.', '쟁여 두고 쓰려고 하나 더 주문했어요.'],
];

/** How often each score occurs (5 most often). */
export const SCORE_WEIGHTS: [number, number][] = [[5, 52], [4, 26], [3, 12], [2, 6], [1, 4]];

/** Seller answers to some reviews. */
export const ADMIN_COMMENTS = [
  '소중한 후기 감사합니다. 앞으로도 좋은 상품으로 보답하겠습니다.',
  '불편을 드려 죄송합니다. 고객센터로 연락 주시면 빠르게 도와드리겠습니다.',
  '만족스러우셨다니 다행입니다. 다음에도 찾아 주세요!',
];

/** Login ids of demo shoppers who wrote reviews (they are not accounts; the API masks them). */
export const REVIEW_WRITERS = [
  'minji92', 'sunny0412', 'jhpark77', 'haneul_k', 'dal2ng', 'seoyeon88', 'woojin03', 'coffee_lover', 'mom2kids',
  'gardenia', 'yujin_s', 'taehoon91', 'bora1004', 'kkomi22', 'happyday', 'soojeong', 'jiho0707', 'namu_tree',
];
