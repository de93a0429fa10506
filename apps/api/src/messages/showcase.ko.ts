// Korean copy of the showcase endpoints: display lists, MD picks, time deals, brands, search and SEO.

export const SHOWCASE_MESSAGES = {
  display: {
    mdTagNotFound: '추천 태그를 찾을 수 없습니다.',
    allGroup: '전체',
  },
  brand: {
    notFound: '브랜드를 찾을 수 없습니다.',
  },
  seo: {
    itemKeywords: (name: string, brand: string, categories: string[]) => [name, brand, ...categories].filter(Boolean).join(','),
    brandDescription: (name: string, content: string) => (content ? `${name} - ${content}` : `${name} 브랜드의 상품을 만나 보세요.`),
    brandKeywords: (name: string) => `${name},브랜드`,
  },
} as const;
