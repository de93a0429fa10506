// Units of the formatters, apart from the validation messages: a page that only shows prices carries only these.

/** Units appended by the formatters. */
// prettier-ignore
export const FORMAT_SUFFIXES = {
  won:   '원',
  point: 'P',
} as const;
