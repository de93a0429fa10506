/**
 * Joins class names, skipping empty values.
 * @example cx('ui-button', isWide && 'ui-button--wide') // 'ui-button ui-button--wide'
 */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
