import { type REPORT_REASONS } from '@shop/contracts';
import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { ReportInput } from '@shop/contracts';

/**
 * `POST /api/common/report` (members): reports a review, question or event comment once.
 * @param api The transport.
 * @param input Type, reason, post id and the detail text (at most 1000 characters).
 */
export async function postReport(api: ApiTransport, input: ReportInput): Promise<void> {
  await callContract(api, 'POST /api/common/report', { body: { ...input, reportReasonType: input.reportReasonType as (typeof REPORT_REASONS)[number] } });
}
