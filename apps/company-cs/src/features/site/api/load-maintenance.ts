import { callContract, type SiteStatus } from '@shop/api-client';
import { data, type LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { messages } from '../../../messages/ko.ts';

export type MaintenanceData = { title: string; status: SiteStatus };

/**
 * The status of the /maintenance document: 503 while maintenance is on (the shell adds Retry-After, and crawlers
 * and monitors see the shop as unavailable, not as a page that moved), 200 once it is off.
 */
export const maintenanceDocumentStatus = (status: SiteStatus): number => (status.maintenance ? 503 : 200);

/** `/maintenance`: the operator's maintenance notice (a failure still shows the page, as under maintenance). */
export async function loadMaintenance({ context }: LoaderFunctionArgs) {
  const { api } = context.get(appContext);
  const status = await callContract(api, 'GET /api/site/status', { cache: 'no-store' }).catch((): SiteStatus => ({ maintenance: true, message: '', until: '' }));
  const page: MaintenanceData = { title: messages.titles.maintenance, status };
  return data(page, { status: maintenanceDocumentStatus(status) });
}
