import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { messages } from '../../../messages/ko.ts';

export type TestPageData = { title: string; now: number };

/** `/test/dayjs`, `/test/utils`: the request's clock, so the server HTML and the hydrated page show the same instant. */
export async function loadTestPage({ request, context }: LoaderFunctionArgs): Promise<TestPageData> {
  const { now } = context.get(appContext);
  const utils = new URL(request.url).pathname.endsWith('/utils');
  return { title: utils ? messages.titles.testUtils : messages.titles.testDayjs, now: now || Date.now() };
}
