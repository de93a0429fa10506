import type { ApiTransport } from '@shop/api-client';
import { createContext } from '@shop/router';
import type { RouterContext } from '@shop/router';
import type { Store } from 'jotai';

/** What every loader gets through `context.get(appContext)`. */
export type AppContextValue = {
  /** The jotai store of this request (server) or tab (browser). */
  store: Store;
  /** API transport: direct to the API origin on the server, the same-origin proxy in the browser. */
  api: ApiTransport;
  /** Request time in milliseconds (rules take `now` as input, never `Date.now()`). */
  now: number;
};

/**
 * The request context shared by the shell and the remotes (a react-router context, no default: reading it
 * before the shell provides it throws).
 * @example
 * loader: async ({ context }) => { const { api } = context.get(appContext); return getItem(api, code); }
 */
export const appContext: RouterContext<AppContextValue> = createContext<AppContextValue>();
