import { createContext, useContext } from 'react';
import { createFetchTransport } from '@shop/api-client';
import type { ApiTransport } from '@shop/api-client';

const ClientApiContext = createContext<ApiTransport | null>(null);

let browserApi: ApiTransport | undefined;

/** Provides the transport buttons and forms use (tests give a fake one); without it, the shell's same-origin `/api/*` proxy. */
export const ClientApiProvider = ClientApiContext.Provider;

/** The transport for calls made from event handlers in the browser. */
export function useClientApi(): ApiTransport {
  const provided = useContext(ClientApiContext);
  if (provided) return provided;
  browserApi ??= createFetchTransport({ baseUrl: '' });
  return browserApi;
}
