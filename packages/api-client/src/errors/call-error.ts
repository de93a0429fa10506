import type { AnyCallErrorCode, ContractAt, ContractEndpoint, ErrorsOf } from '@shop/contracts';
import { isApiError, type ApiError } from './api-error.ts';

/** The codes a call of an endpoint may fail with: the errors its contract names, and those of any call. */
export type CallErrorCode<E extends ContractEndpoint> = ErrorsOf<ContractAt<E>> | AnyCallErrorCode;

/** The error of a call of an endpoint: its `code` is one of `CallErrorCode<E>`. */
export type CallError<E extends ContractEndpoint> = ApiError<CallErrorCode<E>>;

/**
 * Type guard for the failure of a call of `endpoint`: narrows `code` to the codes that call can fail with, so
 * comparing it with a code the endpoint never answers does not compile. False for an error of another endpoint.
 * @param error Anything caught around the call.
 * @param endpoint `'<METHOD> <path>'` of the call's contract.
 * @returns True when `error` is an `ApiError` of that call (or of a transport that does not record endpoints).
 * @example
 * } catch (error) {
 *   if (isCallError(error, 'POST /api/order/payment-step') && error.code === 'ORDER_SHEET_USED') throw redirect('/cart');
 * }
 */
export function isCallError<E extends ContractEndpoint>(error: unknown, endpoint: E): error is CallError<E> {
  return isApiError(error) && (error.endpoint === undefined || error.endpoint === endpoint);
}
