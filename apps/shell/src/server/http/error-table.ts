import { SHELL_ERRORS, type ShellErrorCode } from '@shop/contracts/errors';

// The shell's codes, statuses and Korean messages are declared once, in @shop/contracts (src/errors/messages/shell.ko.ts).
export { SHELL_ERRORS, type ShellErrorCode };

/**
 * The error body of a code: `{ status, code, message }` from the table.
 * @param code The code.
 * @returns The body (send it with `body.status`).
 * @example sendJson(res, 400, { ok: false, ...shellError('BAD_REQUEST') })
 */
export function shellError(code: ShellErrorCode): { status: number; code: ShellErrorCode; message: string } {
  return { status: SHELL_ERRORS[code].status, code, message: SHELL_ERRORS[code].message };
}
