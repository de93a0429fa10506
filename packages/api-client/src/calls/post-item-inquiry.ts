import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { ItemInquiryInput } from '@shop/contracts';

/**
 * `POST /api/qna/item-inquiry` (members): writes a question about an item.
 * @param api The transport.
 * @param input Item id, group, subject, question and the secret flag.
 */
export async function postItemInquiry(api: ApiTransport, input: ItemInquiryInput): Promise<void> {
  await callContract(api, 'POST /api/qna/item-inquiry', { body: input });
}
