/**
 * Reads the cart count from the answer of `GET /api/cart/count` (`totalQuantity`).
 * @param answer The answer.
 * @returns The count, 0 when absent.
 * @example cartCountOf(await callContract(api, 'GET /api/cart/count', { cache: 'no-store' }))
 */
export function cartCountOf(answer: { totalQuantity?: unknown } | null | undefined): number {
  return typeof answer?.totalQuantity === 'number' ? answer.totalQuantity : 0;
}

/**
 * Whether a cart command (`POST /api/cart/add`, `POST /api/cart/delete`) went through: its answer is status 200.
 * @param answer The answer.
 * @returns True when the server answered status 200.
 * @example isStatusOk(await callContract(api, 'POST /api/cart/add', { body }))
 */
export function isStatusOk(answer: { status?: unknown } | null | undefined): boolean {
  return answer?.status === 200;
}
