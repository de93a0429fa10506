import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { BuyInput, CalculateInput, OrderDetail, OrderPlaced, OrderSheet, SaveOrderInput } from '@shop/contracts';

/**
 * `POST /api/order/buy`: an order sheet of cart lines (`{ cartIds }`) or of 바로구매 lines (`{ arrayRequiredItems }`
 * / `{ itemSets }`, encoded as for the cart). The cart is left as it was.
 * @returns The new sheet's id.
 */
export async function createOrderSheet(api: ApiTransport, input: BuyInput): Promise<string> {
  return (await callContract(api, 'POST /api/order/buy', { body: input })).orderSheetId;
}

/** `POST /api/order/payment-step`: the sheet opened with 최대 혜택 applied (a zipcode decides the island surcharge). */
export function getPaymentStep(api: ApiTransport, orderSheetId: string, zipcode?: string): Promise<OrderSheet> {
  return callContract(api, 'POST /api/order/payment-step', { body: zipcode ? { orderSheetId, zipcode } : { orderSheetId }, cache: 'no-store' });
}

/** `POST /api/order/calculate`: the sheet priced by the server for the shopper's coupons, points and zipcode. */
export function calculateOrder(api: ApiTransport, input: CalculateInput): Promise<OrderSheet> {
  return callContract(api, 'POST /api/order/calculate', { body: input, cache: 'no-store' });
}

/** `POST /api/order/save`: places the order (the same idempotency key answers the same order). */
export function saveOrder(api: ApiTransport, input: SaveOrderInput): Promise<OrderPlaced> {
  return callContract(api, 'POST /api/order/save', { body: input });
}

/** `POST /api/order/toss/confirm`: the server confirms a Toss Payments payment after checking its amount. */
export function confirmTossPayment(api: ApiTransport, input: { orderCode: string; paymentKey: string; amount: number }): Promise<OrderDetail> {
  return callContract(api, 'POST /api/order/toss/confirm', { body: input });
}

/** `POST /api/order/toss/fail`: Toss's failure code → the Korean message; the unpaid order is cancelled. */
export async function failTossPayment(api: ApiTransport, input: { orderCode: string; code: string }): Promise<string> {
  return (await callContract(api, 'POST /api/order/toss/fail', { body: input })).message;
}

/** `GET /api/order/detail`: one of the member's orders. */
export function getOrderDetail(api: ApiTransport, orderCode: string): Promise<OrderDetail> {
  return callContract(api, 'GET /api/order/detail', { query: { orderCode }, cache: 'no-store' });
}

/** `POST /api/order/guest/detail`: a guest's order by its number and password. */
export function getGuestOrder(api: ApiTransport, orderCode: string, guestPassword: string): Promise<OrderDetail> {
  return callContract(api, 'POST /api/order/guest/detail', { body: { orderCode, guestPassword }, cache: 'no-store' });
}

/** `POST /api/order/cancel`: cancels an unpaid order at once (a paid one is refused: 취소신청 goes through `cancel-apply`). */
export function cancelOrder(api: ApiTransport, orderCode: string): Promise<OrderDetail> {
  return callContract(api, 'POST /api/order/cancel', { body: { orderCode } });
}

/** `POST /api/payment/test/authorize`: the test payment window's "결제 승인" (no Toss keys): the payment key to confirm. */
export async function authorizeTestPayment(
  api: ApiTransport, input: { orderCode: string; method: 'CARD' | 'EASY_PAY' | 'VIRTUAL_ACCOUNT' | 'TRANSFER'; installmentMonths?: number; easyPayProvider?: 'KAKAOPAY' | 'NAVERPAY' | 'TOSSPAY'; bankCode?: string },
): Promise<string> {
  return (await callContract(api, 'POST /api/payment/test/authorize', { body: input })).paymentKey;
}

/** `POST /api/payment/test/deposit`: simulates the deposit into a test-gateway virtual account; the order, 결제완료. */
export function depositTestPayment(api: ApiTransport, orderCode: string): Promise<OrderDetail> {
  return callContract(api, 'POST /api/payment/test/deposit', { body: { orderCode } });
}
