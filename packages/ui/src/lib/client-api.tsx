import { createContext, useContext } from 'react';
import { createFetchTransport } from '@shop/api-client';
import type { ApiTransport } from '@shop/api-client';

const ClientApiContext = createContext<ApiTransport | null>(null);

let browserApi: ApiTransport | undefined;

/**
 * Provides the transport that buttons, forms and client-side lists use (tests give a fake one). Without a provider
 * it is the same-origin `/api/*` proxy of the shell, which adds the session headers. Each remote bundles its own
 * copy of this module (only the router and the session are shared singletons), so each has its own context.
 */
export const ClientApiProvider = ClientApiContext.Provider;

/** The transport for calls made from event handlers and effects in the browser. */
export function useClientApi(): ApiTransport {
  const provided = useContext(ClientApiContext);
  if (provided) return provided;
  browserApi ??= createFetchTransport({ baseUrl: '' });
  return browserApi;
}
