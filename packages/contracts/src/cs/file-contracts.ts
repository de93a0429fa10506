import { defineContract } from '../define/define-contract.ts';
import { fields, id } from '../define/fields.ts';
import { CS_LABELS as L } from '../messages/cs.ko.ts';
import { StoredFileAnswerSchema } from '../wire/cs.ts';

// Downloads of private uploads. Each answers the file itself (StoredFileAnswerSchema), only to those
// allowed to see it; ids are the databases' ids (at most MAX_ID), so an id past it is a 400, never a database error.

const MEMBER_ERRORS = ['UNAUTHORIZED', 'INVALID_TOKEN'] as const;
const OPERATOR_ERRORS = ['OPERATOR_ONLY', 'NOT_FOUND'] as const;

/**
 * `GET /api/files/inquiries/{inquiryId}/{fileId}`: an attachment of a 1:1 inquiry, for the member who wrote it or
 * the operator (`x-operator-token`); anyone else gets 404.
 */
export const getInquiryFileContract = defineContract({
  method: 'GET',
  path: '/api/files/inquiries/:inquiryId/:fileId',
  access: 'member',
  params: fields({ inquiryId: id({ label: L.inquiryId }), fileId: id({ label: L.fileId }) }),
  answer: StoredFileAnswerSchema,
  errors: [...MEMBER_ERRORS, ...OPERATOR_ERRORS, 'FILE_NOT_FOUND'],
  ownership: { notOwned: 'cs inquiry routes test: a file of another member\'s inquiry is refused' },
  sample: { member: true, params: { inquiryId: 1, fileId: 1 } },
});

/** `GET /api/business/licence`: the member's own 사업자등록증 (the one of their application). */
export const getOwnLicenceContract = defineContract({
  method: 'GET',
  path: '/api/business/licence',
  access: 'member',
  answer: StoredFileAnswerSchema,
  errors: [...MEMBER_ERRORS, 'FILE_NOT_FOUND'],
  sample: { member: true },
});

/** `GET /api/operator/business/{memberId}/licence`: the 사업자등록증 of a member's business application (operator). */
export const getBusinessLicenceContract = defineContract({
  method: 'GET',
  path: '/api/operator/business/:memberId/licence',
  params: fields({ memberId: id({ label: L.memberId }) }),
  answer: StoredFileAnswerSchema,
  errors: [...OPERATOR_ERRORS, 'FILE_NOT_FOUND'],
  ownership: { notOwned: 'operator token (operator-file-routes.test.ts)' },
  sample: { params: { memberId: 1 } },
});

/** `GET /api/operator/partnerships/{partnershipId}/file`: the file sent with a 입점문의 (operator). */
export const getPartnershipFileContract = defineContract({
  method: 'GET',
  path: '/api/operator/partnerships/:partnershipId/file',
  params: fields({ partnershipId: id({ label: L.partnershipId }) }),
  answer: StoredFileAnswerSchema,
  errors: [...OPERATOR_ERRORS, 'FILE_NOT_FOUND'],
  ownership: { notOwned: 'operator token' },
  sample: { params: { partnershipId: 1 } },
});
