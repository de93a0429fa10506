import { callContract, type PolicyType, type PolicyVersions } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { rethrowAsNotFound } from '../../../lib/not-found.ts';

export type PolicyData = PolicyVersions & { title: string };

/** `/terms/{type}?version={id}`: the policy's versions and the one asked for (the one in force by default). */
export async function loadPolicy({ request, context }: LoaderFunctionArgs): Promise<PolicyData> {
  const { api } = context.get(appContext);
  const url = new URL(request.url);
  const type = url.pathname.split('/').pop() as PolicyType;
  const version = Number(url.searchParams.get('version'));
  const answer = await callContract(api, 'GET /api/policy/:type', { params: { type }, query: { versionId: Number.isSafeInteger(version) && version > 0 ? version : undefined } }).catch(rethrowAsNotFound);
  return { ...answer, title: answer.selected.document.title };
}
