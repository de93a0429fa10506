/**
 * The API's headers a public picture keeps through the shell: type, length, caching and validators, and the
 * Content-Security-Policy the API gives an SVG (`default-src 'none'`), without which a script inside an SVG opened
 * on its own would run on the shop's origin.
 */
export const UPLOAD_PASS_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'content-security-policy'];
