import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';

/**
 * `POST /api/event/reply` (members): writes a comment on a running event.
 * @param api The transport.
 * @param featuredId The event id.
 * @param replyContent The comment.
 */
export async function postEventReply(api: ApiTransport, featuredId: number, replyContent: string): Promise<void> {
  await callContract(api, 'POST /api/event/reply', { body: { featuredId, replyContent } });
}
