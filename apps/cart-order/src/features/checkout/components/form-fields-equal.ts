import type { CheckoutForm } from '../checkout-rules.ts';

/**
 * A `memo` comparison for a section that reads a few fields of the form: it re-renders when one of those fields
 * or any other prop changes, not when the shopper changes a field elsewhere on the sheet (a payment method, a
 * consent). Props other than `form` are compared as `memo` does.
 * @param fields The fields of the form the section reads.
 */
export function formFieldsEqual<P extends { form: CheckoutForm }>(fields: readonly (keyof CheckoutForm)[]): (prev: Readonly<P>, next: Readonly<P>) => boolean {
  return (prev, next) => {
    const keys = Object.keys(next) as (keyof P)[];
    if (keys.length !== Object.keys(prev).length) return false;
    return keys.every((key) => (key === 'form' ? fields.every((field) => Object.is(prev.form[field], next.form[field])) : Object.is(prev[key], next[key])));
  };
}
