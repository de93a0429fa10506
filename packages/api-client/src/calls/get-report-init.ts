import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { ReportInit } from '@shop/contracts';

/**
 * `GET /api/common/report/init`: content types and report reasons.
 * @param api The transport.
 * @returns Reasons to offer in the report form.
 */
export function getReportInit(api: ApiTransport): Promise<ReportInit> {
  return callContract(api, 'GET /api/common/report/init', {});
}
