import { parseCookieHeader } from '@shop/session';
import { REMOTES, type RemoteName } from '../../config/remotes.ts';
import { TOP_BANNER_COOKIE } from '../../app/header/top-banner-cookie.ts';

/** Remotes whose pages show the same HTML to every visitor without a token (`pages: 'public'` in remotes.config.ts). */
const PUBLIC_PAGE_REMOTES: ReadonlySet<RemoteName> = new Set<RemoteName>(REMOTES.filter((r) => r.pages === 'public').map((r) => r.name));

/**
 * Paths never shared whoever owns them: every prefix of a personal remote, and a public remote's `personalPrefixes`
 * (search: each search is recorded by the API, and its results come from a read the data cache does not share).
 */
const NEVER_SHARED_PREFIXES: readonly string[] = REMOTES.flatMap((r): readonly string[] => (r.pages === 'personal' ? r.prefixes : 'personalPrefixes' in r ? r.personalPrefixes : []));

function isNeverShared(pathname: string): boolean {
  return NEVER_SHARED_PREFIXES.some((p) => pathname === p || pathname.startsWith(p + '/'));
}

/**
 * Cookies the server render reads: the top banner's close cookie (root loader) and the catalogue's
 * "오늘 하루 보지 않기" popup cookies `MAIN_POPUP_<id>` (home loader, apps/catalog popup-cookie.ts).
 * A new cookie that changes server HTML must be added here, or the page would be shared across its values.
 */
const RENDER_COOKIE = new RegExp(`^(${TOP_BANNER_COOKIE}|MAIN_POPUP_[1-9]\\d{0,9})$`);

export type PageRequest = {
  method: string;
  pathname: string;
  /** The remote that owns the path (`remoteForPath`). */
  owner: RemoteName | null;
  /** The visitor has a session: a token, an account status or a user (member or guest order). */
  hasSession: boolean;
};

/**
 * Whether a document request may be answered from, and stored into, the page cache: a GET without a session for a
 * public remote's page.
 * @example isCacheablePageRequest({ method: 'GET', pathname: '/items/P1', owner: 'catalog', hasSession: false }) // true
 */
export function isCacheablePageRequest(request: PageRequest): boolean {
  return request.method === 'GET' && !request.hasSession && request.owner !== null && PUBLIC_PAGE_REMOTES.has(request.owner) && !isNeverShared(request.pathname);
}

/**
 * The part of a `Cookie` header that changes the server HTML, in a stable order ('' when none).
 * @example renderCookieKey('SALESONID=v; MAIN_POPUP_2=Y; TOP_BANNER_COOKIE=Y') // 'MAIN_POPUP_2=Y;TOP_BANNER_COOKIE=Y'
 */
export function renderCookieKey(cookieHeader: string | undefined): string {
  // Most requests carry neither cookie: no parse.
  if (!cookieHeader || (!cookieHeader.includes(TOP_BANNER_COOKIE) && !cookieHeader.includes('MAIN_POPUP_'))) return '';
  return Object.entries(parseCookieHeader(cookieHeader))
    .filter(([name, value]) => value && RENDER_COOKIE.test(name))
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join(';');
}

export type PageKeyInput = {
  /** Origin the visitor used (canonical links are absolute). */
  origin: string;
  /** Path and query as requested. */
  url: string;
  /** Crawlers get the whole document at once, people get it streamed. */
  bot: boolean;
  cookieHeader: string | undefined;
  /** The pinned build of the shell and of every remote: a deploy never serves HTML naming old files. */
  release: string;
  /** What else the HTML depends on, e.g. the device and app version decided from the user agent. */
  variant?: string;
};

/** The cache key of a document: everything the server HTML depends on besides the shared data. */
export function pageCacheKey(input: PageKeyInput): string {
  return ['GET', input.origin + input.url, input.bot ? 'bot' : 'human', renderCookieKey(input.cookieHeader), input.release, ...(input.variant ? [input.variant] : [])].join('\n');
}

export type RenderOutcome = {
  status: number;
  /** React reported an error while rendering (a remote's area fell back). */
  renderErrors: number;
  /** Every API call of the render was a shared public read, and none failed. */
  unsharedCalls: number;
  failedCalls: number;
  /** A matched route has a guard (its page is personal by definition). */
  guarded: boolean;
  /** The whole document reached the visitor (not aborted, not timed out). */
  complete: boolean;
};

/** Whether a finished render may be kept for other visitors. */
export function isStorableRender(outcome: RenderOutcome): boolean {
  return outcome.status === 200 && outcome.renderErrors === 0 && outcome.unsharedCalls === 0 && outcome.failedCalls === 0 && !outcome.guarded && outcome.complete;
}
