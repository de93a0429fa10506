import { useEffect } from 'react';
import type { API_ERRORS } from '@shop/contracts/errors';
import { isRouteErrorResponse, useNavigate, useRouteError } from '@shop/router';
import { MESSAGES } from '../messages/ko.ts';

const E = MESSAGES.error;

function ErrorIllustration({ status }: { status: number }) {
  return (
    <svg className="shell-error__image" role="img" aria-label={E.imageAlt} viewBox="0 0 240 160" width="240" height="160">
      <rect x="20" y="30" width="200" height="110" rx="14" fill="#f3f4f6" stroke="#d1d5db" strokeWidth="2" />
      <rect x="20" y="30" width="200" height="24" rx="12" fill="#e5e7eb" />
      <circle cx="38" cy="42" r="4" fill="#f87171" />
      <circle cx="52" cy="42" r="4" fill="#fbbf24" />
      <circle cx="66" cy="42" r="4" fill="#34d399" />
      <text x="120" y="112" textAnchor="middle" fontSize="44" fontWeight="700" fill="#9ca3af" fontFamily="system-ui, sans-serif">{status}</text>
    </svg>
  );
}

type ErrorView = { status: number; title: string; sub: string; detail?: string };

/** Turns whatever a loader or render threw into what the screen says. */
export function describeError(error: unknown): ErrorView {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      const body = error.data as { message?: unknown; path?: unknown } | null;
      const detail = body && body.message === 'Page Not Found' && typeof body.path === 'string' ? `Page Not Found: ${body.path}` : undefined;
      return { status: 404, title: E.notFoundTitle, sub: E.notFoundSub, ...(detail ? { detail } : {}) };
    }
    if (error.status === 400) {
      const body = error.data as { message?: unknown } | null;
      return { status: 400, title: E.badRequestTitle, sub: typeof body?.message === 'string' && body.message ? body.message : E.badRequestSub };
    }
    if (error.status === 503) return { status: 503, title: E.unavailableTitle, sub: E.unavailableSub };
    return { status: error.status, title: E.genericTitle, sub: E.genericSub };
  }
  return { status: 500, title: E.genericTitle, sub: E.genericSub };
}

const MAINTENANCE = 'MAINTENANCE' satisfies keyof typeof API_ERRORS;
/** True for the API's answer while the operator has switched maintenance on (503 `MAINTENANCE`). */
export const isMaintenanceError = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === MAINTENANCE;

/** The error screen (spec section 2): image, message, sub-message and "메인으로", which leaves the error for "/". */
export function ErrorScreen({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const view = describeError(error);
  // A page opened before maintenance began: its next navigation lands on the maintenance page (a full load).
  useEffect(() => {
    if (isMaintenanceError(error)) window.location.assign('/maintenance');
  }, [error]);
  return (
    <section className="shell-error" aria-labelledby="shell-error-title">
      <ErrorIllustration status={view.status} />
      <h1 id="shell-error-title" className="shell-error__title">{view.title}</h1>
      <p className="shell-error__sub">{view.sub}</p>
      {view.detail ? <p className="shell-error__detail">{view.detail}</p> : null}
      <div className="shell-error__actions">
        {view.status >= 500 ? (
          <button type="button" className="ui-button ui-button--md ui-button--secondary" onClick={() => window.location.reload()}>
            {E.retry}
          </button>
        ) : null}
        <button type="button" className="ui-button ui-button--md ui-button--primary" onClick={() => navigate('/', { replace: true })}>
          {E.home}
        </button>
      </div>
    </section>
  );
}

/** Error boundary of every page route: the error screen inside the layout (header and footer stay). */
export function RouteErrorBoundary() {
  return <ErrorScreen error={useRouteError()} />;
}

/** Last resort when even the root failed: the error screen without chrome. */
export function RootErrorBoundary() {
  return (
    <main id="content" className="shell-main">
      <ErrorScreen error={useRouteError()} />
    </main>
  );
}

const UNAVAILABLE = { status: 503, statusText: 'Service Unavailable', internal: false, data: null };

/** Stands in for a remote page whose code could not be loaded (its loader already answered 503). */
export function UnavailablePage() {
  return <ErrorScreen error={UNAVAILABLE} />;
}
