/** Paths of the company and terms pages (spec section 2). Links and redirects use `getHref` only. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  company: {
    about: { path: '/company/about', getHref: () => '/company/about' },
    location: { path: '/company/location', getHref: () => '/company/location' },
  },
  terms: {
    termsOfService: { path: '/terms/terms-of-service', getHref: () => '/terms/terms-of-service' },
    privacyPolicy: { path: '/terms/privacy-policy', getHref: () => '/terms/privacy-policy' },
    marketingConsent: { path: '/terms/marketing-consent', getHref: () => '/terms/marketing-consent' },
    emailCollectionRefusal: { path: '/terms/email-collection-refusal', getHref: () => '/terms/email-collection-refusal' },
  },
} as const;
