import type { ComponentType } from 'react';
import { HydrationArea } from './hydration-area.tsx';
import { data } from '@shop/router';

let deadlineMs = 10_000;
let onFailure: (remote: string) => void = () => {};

/** Called when remote code fails or times out (the browser reloads on the next navigation). */
export function onRemoteFailure(listener: (remote: string) => void): void {
  onFailure = listener;
}

/** Sets how long a remote's loader or page code may take before its area gives up (server: REMOTE_DEADLINE_MS). */
export function setRemoteDeadline(ms: number): void {
  deadlineMs = ms;
}

/**
 * An API refusal of what the address asks for (a malformed id, a page number out of range, something that does not
 * exist): the visitor's request was wrong, so the page answers 400 or 404 with the API's Korean message, not a 503.
 */
function refusedByApi(error: Error): { status: 400 | 404; message: string | null } | undefined {
  // 414: a path parameter longer than the API's router accepts.
  if (error.name !== 'ApiError') return undefined;
  const { status, serverMessage } = error as Error & { status?: unknown; serverMessage?: unknown };
  if (status !== 400 && status !== 404 && status !== 414) return undefined;
  return { status: status === 404 ? 404 : 400, message: typeof serverMessage === 'string' ? serverMessage : null };
}

function unavailable(remote: string, reason: string): never {
  throw data({ message: 'Service Unavailable', remote, reason }, { status: 503, statusText: 'Service Unavailable' });
}

/** Runs remote code under the deadline; a remote that hangs becomes a 503 for its area, never a hung response. */
export async function withDeadline<T>(remote: string, what: string, work: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${deadlineMs} ms`)), deadlineMs);
  });
  try {
    return await Promise.race([work(), timeout]);
  } catch (error) {
    // Redirects, responses and data() results are the remote's answer, not a failure.
    if (!(error instanceof Error)) throw error;
    const refused = refusedByApi(error);
    if (refused) throw data({ message: refused.message }, { status: refused.status, statusText: refused.status === 404 ? 'Not Found' : 'Bad Request' });
    console.error(`[remote:${remote}] ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    onFailure(remote);
    return unavailable(remote, what);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Wraps a remote page in a Suspense boundary: if it throws while rendering on the server, React streams the
 * fallback and the browser retries, where the route's error boundary shows the message with a retry.
 * The rest of the page (header, footer with the business information) is never lost.
 */
export function isolatePage(remote: string, Page: ComponentType): ComponentType {
  function RemotePage() {
    return (
      <HydrationArea name="page" fallback={<div className="shell-remote-pending" data-remote={remote} />}>
        <Page />
      </HydrationArea>
    );
  }
  RemotePage.displayName = `Remote(${remote})`;
  return RemotePage;
}
