/** One error code's HTTP status and default Korean message. */
export type ErrorEntry = { readonly status: number; readonly message: string };

/** A table of error codes (one area's, or one side's: the API or the shell). */
export type ErrorTable = Readonly<Record<string, ErrorEntry>>;
