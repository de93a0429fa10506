import { randomFillSync } from 'node:crypto';

/**
 * Origins beyond the shop's own that pages may use, each for one purpose. The third parties are the ones the
 * checkout loads when the shopper needs them: Toss Payments' SDK and payment window, and the Daum (Kakao) postcode
 * search. Remote containers served from a CDN (REMOTE_<X>_PUBLIC_URL) and CDN_BASE_URL are added by `cspSources`.
 */
export const THIRD_PARTY_ORIGINS = {
  script: ['https://js.tosspayments.com', 'https://t1.daumcdn.net', 'https://t1.kakaocdn.net'],
  frame: ['https://*.tosspayments.com', 'https://postcode.map.daum.net', 'https://postcode.map.kakao.com'],
  connect: ['https://*.tosspayments.com'],
  img: ['https://t1.daumcdn.net'],
} as const;

export type CspSources = { script: string[]; style: string[]; img: string[]; connect: string[]; frame: string[]; font: string[] };

/** The origin of an absolute http(s) URL; undefined for a path on the shop's own origin. */
function originOf(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** Every origin a page may load from, from the remotes' public URLs, the CDN and the third parties. */
export function cspSources(remotePublicUrls: readonly string[], cdnBaseUrl: string): CspSources {
  const remotes = [...new Set(remotePublicUrls.map(originOf).filter((o): o is string => o !== undefined))];
  const cdn = originOf(cdnBaseUrl);
  const withCdn = (list: readonly string[]) => [...new Set([...list, ...(cdn ? [cdn] : [])])];
  return {
    script: [...new Set([...remotes, ...THIRD_PARTY_ORIGINS.script])],
    style: withCdn(remotes),
    img: withCdn([...remotes, ...THIRD_PARTY_ORIGINS.img]),
    connect: [...new Set([...remotes, ...THIRD_PARTY_ORIGINS.connect])],
    frame: [...THIRD_PARTY_ORIGINS.frame],
    font: withCdn(remotes),
  };
}

const NONCE_BYTES = 16;
/**
 * Random bytes drawn from the CSPRNG 256 nonces at a time: one call to the system's generator per request (every
 * page-cache hit needs a nonce) cost more than the rest of a hit's own work. Each nonce uses its 16 bytes once.
 */
const pool = Buffer.alloc(NONCE_BYTES * 256);
let poolOffset = pool.length;

/** A fresh nonce for one render's scripts (128 bits, base64). */
export function newNonce(): string {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  poolOffset += NONCE_BYTES;
  return pool.toString('base64', poolOffset - NONCE_BYTES, poolOffset);
}

/**
 * The Content-Security-Policy of a document (web.dev "strict CSP"). Scripts: the render's nonce (React's streaming
 * scripts, the state and boot scripts, the preloads) and 'strict-dynamic', so that what those scripts insert runs
 * (the boot script's entry, the federation runtime's remote containers and chunks, the checkout's Toss and Daum
 * loaders) while no injected markup can run anything; browsers without 'strict-dynamic' fall back to the shop's
 * origin and the configured remote and third-party origins, which CSP3 browsers ignore beside it. No
 * 'unsafe-inline', no 'unsafe-eval'. Styles keep 'unsafe-inline' for React's style attributes. No <base> may
 * redirect relative URLs (`base-uri 'none'`), and nobody may frame a page (`frame-ancestors 'none'`).
 */
export function contentSecurityPolicy(nonce: string, sources: CspSources): string {
  const list = (extra: readonly string[]) => (extra.length ? ` ${extra.join(' ')}` : '');
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'${list(sources.script)}`,
    `style-src 'self' 'unsafe-inline'${list(sources.style)}`,
    `img-src 'self' data: blob:${list(sources.img)}`,
    `font-src 'self' data:${list(sources.font)}`,
    `connect-src 'self'${list(sources.connect)}`,
    `frame-src 'self'${list(sources.frame)}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
