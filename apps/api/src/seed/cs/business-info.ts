import type { BusinessInfo } from '@shop/contracts';

/** The shop operator: the one source of the footer and /open-info (the operator can replace it through the API). */
export const BUSINESS = {
  shopName: '세일즈온 스토어',
  companyName: '세일즈온 스토어 주식회사',
  ceo: '김대표',
  businessNumber: '214-86-12341',
  mailOrderNumber: '제2026-서울강남-01234호',
  address: '서울특별시 강남구 테헤란로 123, 10층 (역삼동)',
  privacyOfficer: '이보호',
  hosting: '세일즈온 스토어',
  csPhone: '1588-0000',
  fax: '02-555-0001',
  csHours: '평일 09:00 - 18:00 (점심 12:00 - 13:00, 주말·공휴일 휴무)',
  csEmail: 'help@saleson-store.kr',
  privacyEmail: 'privacy@saleson-store.kr',
} as const;

/** The stored business information (businessCheckUrl is derived from the number when answered). */
export const BUSINESS_INFO: BusinessInfo = {
  shopName: BUSINESS.shopName,
  companyName: BUSINESS.companyName,
  representative: BUSINESS.ceo,
  address: BUSINESS.address,
  phone: BUSINESS.csPhone,
  fax: BUSINESS.fax,
  email: BUSINESS.csEmail,
  businessNumber: BUSINESS.businessNumber,
  businessCheckUrl: '',
  mailOrderNumber: BUSINESS.mailOrderNumber,
  privacyOfficer: BUSINESS.privacyOfficer,
  privacyEmail: BUSINESS.privacyEmail,
  hostingProvider: BUSINESS.hosting,
  csPhone: BUSINESS.csPhone,
  csHours: BUSINESS.csHours,
};
