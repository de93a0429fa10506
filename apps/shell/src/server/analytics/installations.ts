import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { backoffDelay, backoffStartFor } from './backoff.ts';

/** Spec section 9 constants of the installation service. */
export const CONFIG_TIMEOUT_MS = 60_000;
export const PENDING_INSTALLATION_MS = 10_000;
export const TOKEN_RENEW_BEFORE_MS = 60 * 60 * 1_000;

/** The installation service's answers, as far as the shell reads them. */
const AuthToken = v.object({ token: v.optional(v.string()), expiresIn: v.optional(v.string()) });
const RegisterAnswer = v.object({ fid: v.optional(v.string()), refreshToken: v.optional(v.string()), authToken: v.optional(AuthToken) });
const TokenAnswer = AuthToken;

/** A registered installation: its id, the refresh token, and the current auth token with its expiry (epoch ms). */
export type Installation = { fid: string; refreshToken: string; authToken: { token: string; expiresAt: number } | null };

/** Where the installation is kept between calls (and restarts, for a real store). */
export interface InstallationStore {
  get(): Installation | null;
  set(installation: Installation): void;
  delete(): void;
}

export function memoryInstallationStore(initial: Installation | null = null): InstallationStore {
  let current = initial;
  return { get: () => current, set: (value) => void (current = value), delete: () => void (current = null) };
}

export type InstallationsOptions = {
  /** The service's base URL, e.g. https://firebaseinstallations.googleapis.com/v1 (tests: a local fake). */
  baseUrl: string;
  projectId: string;
  apiKey: string;
  appId: string;
  store?: InstallationStore;
  fetch?: typeof fetch;
  now?: () => number;
  random?: () => number;
  /** Failures are only logged (spec section 8). */
  log?: (message: string) => void;
};

/** A new installation id: 17 random bytes, the first four bits 0111, as 22 characters of base64url. */
export function newFid(bytes: Buffer = randomBytes(17)): string {
  const copy = Buffer.from(bytes);
  copy[0] = 0b0111_0000 | ((copy[0] ?? 0) & 0b1111);
  return copy.toString('base64url').slice(0, 22);
}

const expiresAt = (now: number, expiresIn: unknown): number => now + (Number.parseInt(String(expiresIn ?? '0'), 10) || 0) * 1_000;

/**
 * The installation-registration service (the protocol of Firebase Installations): register an installation once,
 * keep an auth token, renew it when it has less than an hour left. A 5xx is retried once; further failures wait
 * (backoff from 1 s doubling with ±50 % jitter, from 30 s after a 503, at most 4 hours); a 409 on registration or a
 * 401/404 on a token request deletes the stored installation. Nothing here throws: failures are logged and the
 * answer is null.
 */
export function createInstallations(options: InstallationsOptions) {
  const store = options.store ?? memoryInstallationStore();
  const doFetch = options.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string) => console.warn(message));
  let failures = 0;
  let retryAt = 0;
  let pending: { startedAt: number; promise: Promise<string | null> } | null = null;

  const call = async (path: string, init: { headers: Record<string, string>; body: unknown }): Promise<Response> => {
    const send = () =>
      doFetch(`${options.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-goog-api-key': options.apiKey, ...init.headers },
        body: JSON.stringify(init.body),
        signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS),
      });
    const first = await send();
    return first.status >= 500 ? send() : first;
  };

  const failed = (what: string, status: number): null => {
    retryAt = now() + backoffDelay(failures, options.random, backoffStartFor(status));
    failures += 1;
    log(`[analytics] ${what} failed (HTTP ${status})`);
    return null;
  };

  const register = async (): Promise<Installation | null> => {
    const fid = newFid();
    const res = await call(`/projects/${options.projectId}/installations`, { headers: {}, body: { fid, authVersion: 'FIS_v2', appId: options.appId, sdkVersion: 'w:shop' } });
    if (res.status === 409) {
      store.delete();
      return failed('installation registration (conflict: stored installation deleted)', 409);
    }
    if (!res.ok) return failed('installation registration', res.status);
    const parsed = v.safeParse(RegisterAnswer, await res.json());
    if (!parsed.success) return failed('installation registration (malformed answer)', res.status);
    const body = parsed.output;
    const installation: Installation = {
      fid: body.fid ?? fid,
      refreshToken: body.refreshToken ?? '',
      authToken: body.authToken?.token ? { token: body.authToken.token, expiresAt: expiresAt(now(), body.authToken.expiresIn) } : null,
    };
    store.set(installation);
    return installation;
  };

  const renew = async (installation: Installation): Promise<string | null> => {
    const res = await call(`/projects/${options.projectId}/installations/${installation.fid}/authTokens:generate`, {
      headers: { authorization: `FIS_v2 ${installation.refreshToken}` },
      body: { installation: { sdkVersion: 'w:shop', appId: options.appId } },
    });
    if (res.status === 401 || res.status === 404) {
      store.delete();
      return failed('auth token request (installation unknown: stored installation deleted)', res.status);
    }
    if (!res.ok) return failed('auth token request', res.status);
    const parsed = v.safeParse(TokenAnswer, await res.json());
    if (!parsed.success) return failed('auth token request (malformed answer)', res.status);
    const body = parsed.output;
    if (!body.token) return failed('auth token request (no token)', res.status);
    store.set({ ...installation, authToken: { token: body.token, expiresAt: expiresAt(now(), body.expiresIn) } });
    return body.token;
  };

  const fetchToken = async (): Promise<string | null> => {
    try {
      const installation = store.get() ?? (await register());
      if (!installation) return null;
      const token = installation.authToken;
      if (token && token.expiresAt - now() > TOKEN_RENEW_BEFORE_MS) return token.token;
      const renewed = await renew(installation);
      if (renewed) failures = 0;
      return renewed;
    } catch (error) {
      log(`[analytics] installation service unreachable: ${error instanceof Error ? error.message : String(error)}`);
      retryAt = now() + backoffDelay(failures, options.random);
      failures += 1;
      return null;
    }
  };

  return {
    /** A valid auth token (registering first if needed), or null while failing or backing off. */
    getToken(): Promise<string | null> {
      const token = store.get()?.authToken;
      if (token && token.expiresAt - now() > TOKEN_RENEW_BEFORE_MS) return Promise.resolve(token.token);
      if (now() < retryAt) return Promise.resolve(null);
      // A request still pending after 10 s is given up on: the next call starts again.
      if (pending && now() - pending.startedAt < PENDING_INSTALLATION_MS) return pending.promise;
      const promise = fetchToken().finally(() => {
        if (pending?.promise === promise) pending = null;
      });
      pending = { startedAt: now(), promise };
      return promise;
    },
    /** When the next attempt may go out (epoch ms; 0 when not backing off). */
    get retryAt() {
      return retryAt;
    },
  };
}

export type Installations = ReturnType<typeof createInstallations>;
