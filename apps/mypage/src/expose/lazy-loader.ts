import type { LoaderFunctionArgs } from '@shop/router';

type Loader = (args: LoaderFunctionArgs) => unknown;

/** A loader fetched with its page: loaders and their copy stay out of the routes chunk every page of the remote loads. */
export const lazyLoader = (load: () => Promise<Loader>) => async (args: LoaderFunctionArgs) => (await load())(args);
