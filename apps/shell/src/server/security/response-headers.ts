/** Settings of the headers every response carries. */
export type ResponseHeaderOptions = {
  /** Strict-Transport-Security max-age in seconds; 0 sends none (plain HTTP, local runs). */
  hstsMaxAge: number;
};

/**
 * Headers on every response of the shell, whatever it serves (documents, files, the API proxy, errors): no MIME
 * sniffing, no framing by other sites, no full URL in the Referer to other origins, HSTS when configured.
 */
export function baseResponseHeaders({ hstsMaxAge }: ResponseHeaderOptions): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(hstsMaxAge > 0 ? { 'strict-transport-security': `max-age=${hstsMaxAge}; includeSubDomains` } : {}),
  };
}
