import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/** Settings of the headers every response carries. */
export type ResponseHeaderOptions = {
  /** Strict-Transport-Security max-age in seconds; 0 sends none (plain HTTP, local runs). */
  hstsMaxAge: number;
};

/**
 * helmet's settings for the headers on every response of the shell, whatever it serves (documents, files, the API
 * proxy, errors): no MIME sniffing, no framing by other sites, no full URL in the Referer to other origins, HSTS when
 * configured. Helmet's other defaults stay off: documents carry their own CSP with a fresh nonce per response
 * (security/csp.ts, security/fresh-nonce.ts), and the cross-origin policies would break the SNS login popups.
 */
export function helmetOptions({ hstsMaxAge }: ResponseHeaderOptions): HelmetOptions {
  return {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: hstsMaxAge > 0 ? { maxAge: hstsMaxAge, includeSubDomains: true, preload: false } : false,
    xContentTypeOptions: true,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: true,
    xXssProtection: false,
  };
}

/**
 * The headers helmet sets with these options, worked out once: they depend on nothing in the request, and running
 * helmet's chain of middlewares on every response cost a page-cache hit more than its nonce and cookies together.
 */
export function fixedResponseHeaders(options: ResponseHeaderOptions): readonly (readonly [string, string])[] {
  const headers: [string, string][] = [];
  const recorder = { setHeader: (name: string, value: string) => void headers.push([name.toLowerCase(), value]), removeHeader: () => undefined };
  helmet(helmetOptions(options))({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}
