import { MESSAGES } from '../messages/ko.ts';

/** Wire body of every error answer. */
export type ErrorBody = { status: number; code: string; message: string };

/** An error that becomes `{ status, code, message }` with its HTTP status. */
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

export function badRequest(message: string, code = 'BAD_REQUEST'): ApiError {
  return new ApiError(400, code, message);
}

export function notFound(message: string = MESSAGES.http.notFound, code = 'NOT_FOUND'): ApiError {
  return new ApiError(404, code, message);
}

export function unauthorized(message: string = MESSAGES.auth.unauthorized, code = 'UNAUTHORIZED'): ApiError {
  return new ApiError(401, code, message);
}
