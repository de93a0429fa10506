import { callContract, type BusinessInfo } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { messages } from '../../../messages/ko.ts';

export type OpenInfoData = { title: string; info: BusinessInfo };

/** `/open-info`: the stored legal business information (the same source as the footer). */
export async function loadOpenInfo({ context }: LoaderFunctionArgs): Promise<OpenInfoData> {
  const { api } = context.get(appContext);
  return { title: messages.titles.openInfo, info: await callContract(api, 'GET /api/site/business-info', {}) };
}
