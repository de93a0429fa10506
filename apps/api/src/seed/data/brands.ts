// Demo brands (fictional), grouped by the depth-1 category they mostly sell in.

export type BrandSpec = { id: number; name: string; root: string; content: string };

export const BRANDS: BrandSpec[] = [
  { id: 1, name: '모노웨어', root: 'fashion', content: '매일 입기 좋은 미니멀 베이직 웨어' },
  { id: 2, name: '어반스토리', root: 'fashion', content: '도시의 일상을 담은 컨템포러리 캐주얼' },
  { id: 3, name: '린넨하우스', root: 'fashion', content: '자연 소재로 만든 편안한 옷' },
  { id: 4, name: '블룸랩', root: 'beauty', content: '피부 과학으로 완성한 더마 코스메틱' },
  { id: 5, name: '수아뷰티', root: 'beauty', content: '한국 여성의 피부 톤을 연구한 메이크업' },
  { id: 6, name: '그린시카', root: 'beauty', content: '민감 피부를 위한 비건 스킨케어' },
  { id: 7, name: '산들농원', root: 'food', content: '산지에서 바로 보내는 제철 농산물' },
  { id: 8, name: '바다정원', root: 'food', content: '남해와 제주의 신선한 수산물' },
  { id: 9, name: '커피공방', root: 'food', content: '매일 아침 로스팅하는 스페셜티 커피' },
  { id: 10, name: '나무공방', root: 'furniture', content: '원목 가구 전문 공방 브랜드' },
  { id: 11, name: '하우스앤홈', root: 'furniture', content: '호텔처럼 편안한 침구와 홈데코' },
  { id: 12, name: '루멘', root: 'furniture', content: '공간을 바꾸는 감성 조명' },
  { id: 13, name: '테크플러스', root: 'digital', content: '안전 인증을 받은 모바일 액세서리' },
  { id: 14, name: '볼트온', root: 'digital', content: '빠르고 안전한 충전 솔루션' },
  { id: 15, name: '클린에어', root: 'digital', content: '집안 공기를 책임지는 생활가전' },
  { id: 16, name: '바른생활', root: 'living', content: '가족 모두를 위한 친환경 생활용품' },
  { id: 17, name: '헬시데이', root: 'living', content: '하루 한 알로 챙기는 건강 습관' },
  { id: 18, name: '정관원', root: 'living', content: '6년근 홍삼으로 만든 전통 건강식품' },
];
