const STATUS_NAMES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
};

/**
 * The default name of an HTTP status (spec section 8).
 * @param status HTTP status code.
 * @returns `Bad Request`, `Unauthorized`, `Forbidden`, `Not Found`, `Internal Server Error`, otherwise `Error`.
 * @example getStatusName(404) // 'Not Found'
 */
export function getStatusName(status: number): string {
  return STATUS_NAMES[status] ?? 'Error';
}
