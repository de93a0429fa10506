/** Wire body of every error answer. */
export type ErrorBody = { status: number; code: string; message: string };

/** An error that becomes `{ status, code, message }` with its HTTP status (build one with `apiError`). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }

  toBody(): ErrorBody {
    return { status: this.status, code: this.code, message: this.message };
  }
}
