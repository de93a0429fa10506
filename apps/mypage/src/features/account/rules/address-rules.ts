import { digits, field, maxLength, phoneNumber, required, validateValue } from '@shop/validators';

/** The address book's field rules in the browser, the same as the API's contract (so a refusal never needs a round trip). */
const RULES = {
  title: field(maxLength(30)),
  userName: field(required(), maxLength(50)),
  mobile: field(phoneNumber()),
  zipcode: field(required(), digits(5)),
  address: field(required(), maxLength(200)),
  addressDetail: field(required(), maxLength(200)),
} as const;

export type AddressField = keyof typeof RULES;

/** The first refused field with its message, or null when every field passes. */
export function firstAddressProblem(values: Record<AddressField, string>): { field: AddressField; message: string } | null {
  for (const name of Object.keys(RULES) as AddressField[]) {
    const result = validateValue(RULES[name], values[name]);
    if (!result.valid) return { field: name, message: result.errors[0] ?? '' };
  }
  return null;
}
