import type { RemoteRouteObject } from '@shop/router';
import { messages } from '../messages/ko.ts';

const titles = messages.titles;

/**
 * Routes of the company-cs remote (exposed as `./routes`). The pages are static content bundled in their
 * lazy chunks, so these routes have no loader: there is nothing to fetch and nothing to hydrate.
 */
const routes: RemoteRouteObject[] = [
  {
    id: 'cs.company.about',
    path: '/company/about',
    handle: { layout: 'sub', title: titles.companyAbout },
    lazy: { Component: async () => (await import('../app/routes/company-about.tsx')).default },
  },
  {
    id: 'cs.company.location',
    path: '/company/location',
    handle: { layout: 'sub', title: titles.companyLocation },
    lazy: { Component: async () => (await import('../app/routes/company-location.tsx')).default },
  },
  {
    id: 'cs.terms.service',
    path: '/terms/terms-of-service',
    handle: { layout: 'sub', title: titles.termsOfService },
    lazy: { Component: async () => (await import('../app/routes/terms-of-service.tsx')).default },
  },
  {
    id: 'cs.terms.privacy',
    path: '/terms/privacy-policy',
    handle: { layout: 'sub', title: titles.privacyPolicy },
    lazy: { Component: async () => (await import('../app/routes/privacy-policy.tsx')).default },
  },
  {
    id: 'cs.terms.marketing',
    path: '/terms/marketing-consent',
    handle: { layout: 'sub', title: titles.marketingConsent },
    lazy: { Component: async () => (await import('../app/routes/marketing-consent.tsx')).default },
  },
  {
    id: 'cs.terms.email',
    path: '/terms/email-collection-refusal',
    handle: { layout: 'sub', title: titles.emailCollectionRefusal },
    lazy: { Component: async () => (await import('../app/routes/email-collection-refusal.tsx')).default },
  },
];

export default routes;
