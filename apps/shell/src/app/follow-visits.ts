import type { DataRouter } from '@shop/router';
import { callContract, type ApiTransport } from '@shop/api-client';
import { isExemptPath } from '../config/exempt-paths.ts';
import { LOG_MESSAGES } from '../messages/log.ko.ts';

/** The page view call: `uri` is path and query; the shell's proxy adds the visitor id (its httpOnly cookie). */
export const pageViewsTo = (api: ApiTransport) => async (uri: string): Promise<void> => {
  await callContract(api, 'POST /api/visit/pv', { body: { uri } });
};

/**
 * Spec section 4 "Visitor": every client-side navigation is a page view (the server counted the first page). Once a
 * navigation has settled at a new location (a new history entry, back and forward included), its path and query
 * are recorded unless the path is exempt. A failure is logged ('PV 등록 실패') and changes nothing else.
 */
export function followVisits(router: Pick<DataRouter, 'subscribe' | 'state'>, record: (uri: string) => Promise<unknown>, log: (message: string) => void = console.info): () => void {
  let counted = router.state.location.key;
  return router.subscribe((state) => {
    const { location } = state;
    if (state.navigation.state !== 'idle' || location.key === counted) return;
    counted = location.key;
    if (isExemptPath(location.pathname)) return;
    void record(`${location.pathname}${location.search}`).catch(() => log(LOG_MESSAGES.pvFailed));
  });
}
