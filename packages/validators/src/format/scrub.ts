/**
 * Log lines never carry personal data or secrets (the shell's and the API's loggers both use this): phone numbers, e-mail addresses, bearer tokens and the values of
 * sensitive keys (`password`, `token`, `auid`, cookies…) are masked before a line is written.
 */
const PATTERNS: [RegExp, string][] = [
  [/Bearer\s+[^\s"',;]+/gi, 'Bearer [token]'],
  [/[\w.+-]+(@|%40)[\w-]+(\.[\w-]+)+/gi, '[email]'],
  [/(?<!\d)01[016789][-\s]?\d{3,4}[-\s]?\d{4}(?!\d)/g, '[phone]'],
  [/((?:password|passwd|token|secret|auid)["']?\s*[:=]\s*["']?)[^\s"',&}]+/gi, '$1[hidden]'],
];

/** Keys whose values are never logged (`authNumber`: the SMS verification code). */
export const SENSITIVE_KEY = /pass(word)?|token|secret|authorization|cookie|salesonid|auid|phone|mobile|email|authnumber|smscode|^(user|receive|buyer|depositor)?name$/i;

/** `text` with personal data and secrets masked. */
export function scrubText(text: string): string {
  return PATTERNS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** A copy of `value` safe to log: sensitive keys hidden, strings scrubbed (depth-limited). */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 4) return '[…]';
  if (value instanceof Error) return { name: value.name, message: scrubText(value.message), stack: value.stack ? scrubText(value.stack) : undefined };
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SENSITIVE_KEY.test(k) ? '[hidden]' : scrubValue(v, depth + 1)]));
}
