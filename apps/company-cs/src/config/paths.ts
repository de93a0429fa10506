/** Paths of the company, customer service, terms and business pages (spec section 2). Links use `getHref` only. */
const at = (path: string) => ({ path, getHref: () => path });

export const paths = {
  home: at('/'),
  cart: at('/cart'),
  login: { path: '/auth/login', getHref: (next?: string) => (next ? `/auth/login?redirect=${encodeURIComponent(next)}` : '/auth/login') },
  company: {
    about: at('/company/about'),
    brand: at('/company/brand'),
    place: at('/company/place'),
    union: at('/company/union'),
    history: at('/company/history'),
    business: at('/company/business'),
    location: at('/company/location'),
    certification: at('/company/certification'),
  },
  terms: {
    termsOfService: at('/terms/terms-of-service'),
    privacyPolicy: at('/terms/privacy-policy'),
    marketingConsent: at('/terms/marketing-consent'),
    emailCollectionRefusal: at('/terms/email-collection-refusal'),
  },
  customer: {
    faqs: at('/customer/faqs'),
    notices: at('/customer/notices'),
    inquiries: at('/customer/inquiries'),
    partnership: at('/customer/partnership'),
  },
  openInfo: at('/open-info'),
  maintenance: at('/maintenance'),
  appPermission: at('/app/permission'),
  business: at('/business'),
  businessApply: at('/business/apply'),
  guide: at('/_guide'),
  testDayjs: at('/test/dayjs'),
  testUtils: at('/test/utils'),
} as const;
