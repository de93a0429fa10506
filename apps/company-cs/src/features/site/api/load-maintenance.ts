import { getSiteStatus, type SiteStatus } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { messages } from '../../../messages/ko.ts';

export type MaintenanceData = { title: string; status: SiteStatus };

/** `/maintenance`: the operator's maintenance notice (a failure still shows the page, as under maintenance). */
export async function loadMaintenance({ context }: LoaderFunctionArgs): Promise<MaintenanceData> {
  const { api } = context.get(appContext);
  const status = await getSiteStatus(api).catch((): SiteStatus => ({ maintenance: true, message: '', until: '' }));
  return { title: messages.titles.maintenance, status };
}
