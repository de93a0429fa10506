import { safeReturnPath } from '@shop/validators';

/**
 * A redirect target as a Location header can carry it: every character outside printable ASCII (non-ASCII text of any
 * script, spaces) percent-encoded as UTF-8, escapes already there kept. Node and `Headers` refuse anything else (a
 * 500/503 "Cannot convert argument to a ByteString" for a Korean search as the return target).
 * @example asciiLocation('/search?query=린넨') // '/search?query=%EB%A6%B0%EB%84%A8'
 */
export function asciiLocation(target: string): string {
  return target.replace(/[^\x21-\x7e]/gu, (char) => (char.length === 1 && char >= '\ud800' && char <= '\udfff' ? '' : encodeURIComponent(char)));
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * A same-site return target (a `redirect` query value) ready for a Location header: control characters (which
 * browsers strip before resolving) give '/', other scripts and spaces are percent-encoded (asciiLocation), and the
 * result must pass the safe-link rule of @shop/validators (one leading '/', never '//' nor '/\\').
 * @example safeLocationTarget('/search?query=린넨') // '/search?query=%EB%A6%B0%EB%84%A8'
 * @example safeLocationTarget('/\t/evil.example') // '/'
 */
export function safeLocationTarget(raw: string | null | undefined): string {
  if (typeof raw !== 'string' || CONTROL.test(raw)) return '/';
  return safeReturnPath(asciiLocation(raw), '/');
}
