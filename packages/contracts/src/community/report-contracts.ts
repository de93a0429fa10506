import { defineContract } from '../define/define-contract.ts';
import { fields, id, oneOf, writtenText } from '../define/fields.ts';
import { OkAnswerSchema } from '../wire/common.ts';
import { ReportInitSchema } from '../wire/community.ts';

/** Why a post is reported. */
const REPORT_REASONS = ['ABUSE', 'ADVERTISEMENT', 'OBSCENE', 'PRIVACY', 'SPAM', 'ETC'] as const;
const memberErrors = ['UNAUTHORIZED', 'INVALID_TOKEN'] as const;

const target = {
  reportContentType: oneOf('reportContentType', ['REVIEW', 'QNA', 'FEATURED']),
  contentId: id('contentId'),
};

/** Body of `POST /api/common/block` and `/unblock`. */
const BlockBodySchema = fields(target);

/** Body of `POST /api/common/report`. */
const ReportBodySchema = fields({ ...target, reportReasonType: oneOf('reportReasonType', REPORT_REASONS), content: writtenText(1000) });

/** `GET /api/common/report/init`: what can be reported, and why. */
export const getReportInitContract = defineContract({
  method: 'GET',
  path: '/api/common/report/init',
  answer: ReportInitSchema,
  sample: {},
});

/** `POST /api/common/report`: once per member and post, never one's own. */
export const postReportContract = defineContract({
  method: 'POST',
  path: '/api/common/report',
  access: 'member',
  body: ReportBodySchema,
  answer: OkAnswerSchema,
  errors: [...memberErrors, 'CONTENT_NOT_FOUND', 'SELF_REPORT', 'ALREADY_REPORTED'],
  ownership: { notOwned: 'reports any public content' },
  sample: (seeded) => ({ member: true, body: { reportContentType: 'REVIEW', reportReasonType: 'SPAM', contentId: seeded.reviewId, content: 'advertising' } }),
});

/** `POST /api/common/block`: hides the writer's posts from the member. */
export const blockContract = defineContract({
  method: 'POST',
  path: '/api/common/block',
  access: 'member',
  body: BlockBodySchema,
  answer: OkAnswerSchema,
  errors: [...memberErrors, 'CONTENT_NOT_FOUND', 'SELF_BLOCK'],
  ownership: { notOwned: 'blocks any public content' },
  sample: (seeded) => ({ member: true, body: { reportContentType: 'REVIEW', contentId: seeded.reviewId } }),
});

/** `POST /api/common/unblock`. */
export const unblockContract = defineContract({
  method: 'POST',
  path: '/api/common/unblock',
  access: 'member',
  body: BlockBodySchema,
  answer: OkAnswerSchema,
  errors: [...memberErrors, 'CONTENT_NOT_FOUND', 'NOT_BLOCKED'],
  ownership: { notOwned: 'the caller\'s own block list' },
  sample: (seeded) => ({ member: true, body: { reportContentType: 'REVIEW', contentId: seeded.reviewId } }),
});
