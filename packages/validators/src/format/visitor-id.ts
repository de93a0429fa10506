const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * Whether a value is a UUID v4 (a visitor id).
 * @param value Anything.
 * @returns True for a UUID v4 string.
 */
export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && UUID_V4.test(value);
}
