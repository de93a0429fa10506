import type { RemoteRouteObject } from '@shop/router';
import { paths } from '../config/paths.ts';
import { loadBusinessApply } from '../features/business/api/load-business-apply.ts';
import { loadBusiness } from '../features/business/api/load-business.ts';
import { loadCompanyPage } from '../features/company/api/load-company-page.ts';
import { loadFaqs } from '../features/customer/api/load-faqs.ts';
import { loadInquiries } from '../features/customer/api/load-inquiries.ts';
import { loadNotices } from '../features/customer/api/load-notices.ts';
import { loadTestPage } from '../features/dev/api/load-test-page.ts';
import { loadMaintenance } from '../features/site/api/load-maintenance.ts';
import { loadOpenInfo } from '../features/site/api/load-open-info.ts';
import { loadPolicy } from '../features/terms/api/load-policy.ts';
import { messages } from '../messages/ko.ts';

const titles = messages.titles;
const companyPage = { Component: async () => (await import('../app/routes/company-page.tsx')).default };
const policyPage = { Component: async () => (await import('../app/routes/policy-page.tsx')).default };

const company = (key: keyof typeof paths.company): RemoteRouteObject => ({
  id: `cs.company.${key}`,
  path: paths.company[key].path,
  handle: { layout: 'sub', title: titles.company },
  loader: loadCompanyPage,
  lazy: companyPage,
});

const terms = (id: string, path: string, title: string): RemoteRouteObject => ({
  id: `cs.terms.${id}`,
  path,
  handle: { layout: 'sub', title },
  loader: loadPolicy,
  lazy: policyPage,
});

/**
 * Routes of the company-cs remote (exposed as `./routes`): company pages, customer service, terms, the legal
 * business information, maintenance, the app permission guide, the business area, the UI guide and the test pages.
 * Page content comes from the API (stored, edited by the operator) through each route's loader.
 */
const routes: RemoteRouteObject[] = [
  company('about'), company('brand'), company('place'), company('union'), company('history'), company('business'), company('location'), company('certification'),
  terms('service', paths.terms.termsOfService.path, titles.termsOfService),
  terms('privacy', paths.terms.privacyPolicy.path, titles.privacyPolicy),
  terms('marketing', paths.terms.marketingConsent.path, titles.marketingConsent),
  terms('email', paths.terms.emailCollectionRefusal.path, titles.emailCollectionRefusal),
  {
    id: 'cs.customer.faqs',
    path: paths.customer.faqs.path,
    handle: { layout: 'sub', title: titles.faqs },
    loader: loadFaqs,
    lazy: { Component: async () => (await import('../app/routes/faqs-page.tsx')).default },
  },
  {
    id: 'cs.customer.notices',
    path: paths.customer.notices.path,
    handle: { layout: 'sub', title: titles.notices },
    loader: loadNotices,
    lazy: { Component: async () => (await import('../app/routes/notices-page.tsx')).default },
  },
  {
    id: 'cs.customer.inquiries',
    path: paths.customer.inquiries.path,
    handle: { layout: 'sub', guard: 'auth', title: titles.inquiries },
    loader: loadInquiries,
    lazy: { Component: async () => (await import('../app/routes/inquiries-page.tsx')).default },
  },
  {
    id: 'cs.customer.partnership',
    path: paths.customer.partnership.path,
    handle: { layout: 'sub', title: titles.partnership },
    lazy: { Component: async () => (await import('../app/routes/partnership-page.tsx')).default },
  },
  {
    id: 'cs.openInfo',
    path: paths.openInfo.path,
    handle: { layout: 'sub', title: titles.openInfo },
    loader: loadOpenInfo,
    lazy: { Component: async () => (await import('../app/routes/open-info-page.tsx')).default },
  },
  {
    id: 'cs.maintenance',
    path: paths.maintenance.path,
    handle: { layout: 'sub', title: titles.maintenance },
    loader: loadMaintenance,
    lazy: { Component: async () => (await import('../app/routes/maintenance-page.tsx')).default },
  },
  {
    id: 'cs.appPermission',
    path: paths.appPermission.path,
    handle: { layout: 'sub', title: titles.appPermission },
    lazy: { Component: async () => (await import('../app/routes/app-permission-page.tsx')).default },
  },
  {
    id: 'cs.business',
    path: paths.business.path,
    handle: { layout: 'default', guard: 'auth-business', title: titles.business },
    loader: loadBusiness,
    lazy: { Component: async () => (await import('../app/routes/business-page.tsx')).default },
  },
  {
    id: 'cs.businessApply',
    path: paths.businessApply.path,
    handle: { layout: 'default', guard: 'auth', title: titles.businessApply },
    loader: loadBusinessApply,
    lazy: { Component: async () => (await import('../app/routes/business-apply-page.tsx')).default },
  },
  {
    id: 'cs.guide',
    path: paths.guide.path,
    // A developer page: kept out of search engines like the test pages.
    handle: { layout: 'default', title: titles.guide, noindex: true },
    // Only the code of the guide's lazy section (no data): loaded with the page, not with this table.
    loader: async () => (await import('../features/guide/load-guide.ts')).loadGuide(),
    lazy: { Component: async () => (await import('../app/routes/guide-page.tsx')).default },
  },
  {
    id: 'cs.test.dayjs',
    path: paths.testDayjs.path,
    handle: { layout: 'default', title: titles.testDayjs, noindex: true },
    loader: loadTestPage,
    lazy: { Component: async () => (await import('../app/routes/test-dayjs-page.tsx')).default },
  },
  {
    id: 'cs.test.utils',
    path: paths.testUtils.path,
    handle: { layout: 'default', title: titles.testUtils, noindex: true },
    loader: loadTestPage,
    lazy: { Component: async () => (await import('../app/routes/test-utils-page.tsx')).default },
  },
];

export default routes;
