import { callContract } from '@shop/api-client';
import type { ApiTransport } from '@shop/api-client';
import { SNS_PROVIDERS, type SnsProvider } from '../config/paths.ts';

/**
 * The social sign-ins the API has configured, in button order. Not knowing (the API did not answer) offers none:
 * a button that can only answer "지원하지 않는 SNS 로그인입니다." is worse than no button.
 */
export async function configuredSnsProviders(api: ApiTransport): Promise<SnsProvider[]> {
  const configured: readonly string[] = (await callContract(api, 'GET /api/auth/sns-providers', {}).catch(() => null))?.providers ?? [];
  return SNS_PROVIDERS.filter((provider) => configured.includes(provider));
}
