// Korean copy of the showcase endpoints: display lists, MD picks, time deals, brands, search and SEO.

export const SHOWCASE_MESSAGES = {
  display: {
    allGroup: '전체',
  },
  seo: {
    itemKeywords: (name: string, brand: string, categories: string[]) => [name, brand, ...categories].filter(Boolean).join(','),
    brandDescription: (name: string, content: string) => (content ? `${name} - ${content}` : `${name} 브랜드의 상품을 만나 보세요.`),
    brandKeywords: (name: string) => `${name},브랜드`,
  },
} as const;
