// The `@shop/contracts/errors` entry: the error tables and code types alone, for browser code (no schemas).
export { API_ERRORS, CLIENT_CODE_MESSAGES, SHELL_ERRORS } from './vocabulary.ts';
export type { ClientErrorCode, ShellErrorCode } from './vocabulary.ts';
