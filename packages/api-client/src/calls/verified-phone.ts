/** Name and phone of an SMS verification, and its request token. Never log it. */
export type VerifiedPhoneInput = { userName: string; phoneNumber: string; requestToken: string };
