/** A visitor id: a random UUID, version 7 as the shop mints them now, or version 4 as earlier cookies hold. */
const VISITOR_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[47][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * Whether a value is a visitor id (a UUID of version 7, or 4 from before ids were time-ordered).
 * @param value Anything.
 * @returns True for a UUID v7 or v4 string.
 */
export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && VISITOR_UUID.test(value);
}
