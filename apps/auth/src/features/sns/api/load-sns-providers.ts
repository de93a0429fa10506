import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import type { SnsProvider } from '../../../config/paths.ts';
import { configuredSnsProviders } from '../../../lib/sns-providers.ts';

/** Loader data of the sign-up chooser and the social sign-up page: the configured social sign-ins. */
export type SnsProvidersData = { providers: SnsProvider[] };

/** `/auth/registration-options`, `/auth/sns/register`: which social sign-ins to offer. */
export async function loadSnsProviders({ context }: LoaderFunctionArgs): Promise<SnsProvidersData> {
  return { providers: await configuredSnsProviders(context.get(appContext).api) };
}
