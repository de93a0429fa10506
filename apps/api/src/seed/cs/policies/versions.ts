import { EMAIL_COLLECTION_REFUSAL } from './email-collection-refusal.ts';
import { MARKETING_CONSENT } from './marketing-consent.ts';
import { PRIVACY_POLICY } from './privacy-policy.ts';
import { TERMS_OF_SERVICE } from './terms-of-service.ts';
import type { PolicyDocument } from './types.ts';

/**
 * The version before the current one: the same text as it read before the last revision (its last article was
 * added in 2026), in force from 2025-03-01.
 */
function previousVersion(document: PolicyDocument): PolicyDocument {
  const chapters = document.chapters.map((chapter, i) =>
    i === document.chapters.length - 1 && chapter.articles.length > 1 ? { ...chapter, articles: chapter.articles.slice(0, -1) } : chapter,
  );
  return {
    ...document,
    summary: '시행일자: 2025년 3월 1일',
    chapters,
    ...(document.addenda ? { addenda: { title: document.addenda.title, clauses: ['(시행일) 이 약관은 2025년 3월 1일부터 시행합니다.'] } } : {}),
  };
}

const CURRENT = {
  'terms-of-service': TERMS_OF_SERVICE,
  'privacy-policy': PRIVACY_POLICY,
  'marketing-consent': MARKETING_CONSENT,
  'email-collection-refusal': EMAIL_COLLECTION_REFUSAL,
} as const;

/** Every stored version: the current one (2026-01-01) and the one before (2025-03-01) of each policy. */
export const POLICY_VERSIONS = Object.entries(CURRENT).flatMap(([policyType, document]) => [
  { policyType, effectiveDate: '20260101', document },
  { policyType, effectiveDate: '20250301', document: previousVersion(document) },
]);
