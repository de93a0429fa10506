import { VISIT_LOG_MESSAGES } from '../errors/messages.ko.ts';
import type { ApiTransport } from '../transport/types.ts';

/**
 * `POST /api/visit/uv` with `{ visitorId }`, never cached. A failure is logged ('UV 등록 실패') and
 * navigation continues.
 * @param api The transport.
 * @param visitorId The visitor id.
 * @returns True when recorded.
 */
export async function postVisitUv(api: ApiTransport, visitorId: string): Promise<boolean> {
  try {
    await api<unknown>({ method: 'POST', path: '/api/visit/uv', body: { visitorId }, cache: 'no-store' });
    return true;
  } catch {
    console.error(VISIT_LOG_MESSAGES.uvFailed);
    return false;
  }
}

/**
 * `POST /api/visit/pv` with `{ visitorId, uri }`, never cached. A failure is logged ('PV 등록 실패').
 * @param api The transport.
 * @param input Visitor id and the viewed path.
 * @returns True when recorded.
 */
export async function postVisitPv(api: ApiTransport, input: { visitorId: string; uri: string }): Promise<boolean> {
  try {
    await api<unknown>({ method: 'POST', path: '/api/visit/pv', body: { visitorId: input.visitorId, uri: input.uri }, cache: 'no-store' });
    return true;
  } catch {
    console.error(VISIT_LOG_MESSAGES.pvFailed);
    return false;
  }
}
