/**
 * A redirect target as a Location header can carry it: every character outside printable ASCII (non-ASCII text of any
 * script, spaces) percent-encoded as UTF-8, escapes already there kept. Node and `Headers` refuse anything else (a
 * 500/503 "Cannot convert argument to a ByteString" for a Korean search as the return target).
 * @example asciiLocation('/search?query=린넨') // '/search?query=%EB%A6%B0%EB%84%A8'
 */
export function asciiLocation(target: string): string {
  return target.replace(/[^\x21-\x7e]/gu, (char) => (char.length === 1 && char >= '\ud800' && char <= '\udfff' ? '' : encodeURIComponent(char)));
}
