import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { BlockInput } from '@shop/contracts';

/**
 * `POST /api/common/block` or `/api/common/unblock` (members): hides, or shows again, the posts of a writer.
 * @param api The transport.
 * @param input The post whose writer to block or unblock.
 * @param blocked True to block, false to unblock.
 */
export async function setBlocked(api: ApiTransport, input: BlockInput, blocked: boolean): Promise<void> {
  await (blocked ? callContract(api, 'POST /api/common/block', { body: input }) : callContract(api, 'POST /api/common/unblock', { body: input }));
}
