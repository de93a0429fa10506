import type { ErrorTable } from './error-table.ts';
import { CS_ERROR_MESSAGES as M } from './messages/cs.ko.ts';

/** The API's error codes of customer service, operators and business members, with HTTP status and default Korean message. */
// prettier-ignore
export const CS_ERRORS = {
  POLICY_NOT_FOUND:         { status: 404, message: M.POLICY_NOT_FOUND },
  POLICY_VERSION_EXISTS:    { status: 409, message: M.POLICY_VERSION_EXISTS },
  OPERATOR_ONLY:            { status: 401, message: M.OPERATOR_ONLY },
  MAINTENANCE:              { status: 503, message: M.MAINTENANCE },
  BUSINESS_ALREADY_APPLIED: { status: 409, message: M.BUSINESS_ALREADY_APPLIED },
  BUSINESS_ONLY:            { status: 403, message: M.BUSINESS_ONLY },
  BUSINESS_NOT_PENDING:     { status: 409, message: M.BUSINESS_NOT_PENDING },
  ORDER_NOT_PAID:           { status: 409, message: M.ORDER_NOT_PAID },
  TAX_INVOICE_EXISTS:       { status: 409, message: M.TAX_INVOICE_EXISTS },
  TAX_INVOICE_NOT_FOUND:    { status: 404, message: M.TAX_INVOICE_NOT_FOUND },
  TAX_INVOICE_ISSUED:       { status: 409, message: M.TAX_INVOICE_ISSUED },
} as const satisfies ErrorTable;
