import type { CheckoutForm } from '../checkout-rules.ts';

/** What a section of the sheet gets to read and change the form. */
export type FormProps = {
  form: CheckoutForm;
  set: <K extends keyof CheckoutForm>(field: K, value: CheckoutForm[K]) => void;
  /** The field the last check refused. */
  invalid: keyof CheckoutForm | null;
};
