import type { PolicyDocument } from './types.ts';
import { TERMS_DUTIES } from './terms-of-service-duties.ts';
import { TERMS_GENERAL } from './terms-of-service-general.ts';
import { TERMS_ORDERS } from './terms-of-service-orders.ts';

/** 세일즈온 스토어 이용약관 (current version). */
export const TERMS_OF_SERVICE: PolicyDocument = {
  title: '이용약관',
  summary: '시행일자: 2026년 1월 1일',
  chapters: [...TERMS_GENERAL, ...TERMS_ORDERS, ...TERMS_DUTIES],
  addenda: {
    title: '부칙',
    clauses: [
      '(시행일) 이 약관은 2026년 1월 1일부터 시행합니다.',
      '(경과조치) 이 약관 시행 전에 체결된 구매계약에 대해서는 종전의 약관을 적용합니다.',
    ],
  },
};
