/**
 * The shop's order settings (reference-behaviour 5.3 `config`): points may pay the whole order, from 1,000P, in
 * steps of 100P; a bank transfer is due by the end of the third day in Asia/Seoul; a card payment left open is
 * cancelled after 30 minutes.
 */
export const ORDER_RULES = {
  minimumPaymentAmount: 0,
  pointUseMin: 1000,
  pointUseMax: 0,
  pointUseRatio: 100,
  bankDepositDueDay: 3,
  pgPaymentMinutes: 30,
} as const;

/** How a sheet was made: from cart lines or by 바로구매. */
export const SHEET_SOURCE = { CART: 'CART', BUY: 'BUY' } as const;

/** Why points moved. */
export const POINT_REASON = { SEED: 'SEED', ORDER_USE: 'ORDER_USE', ORDER_RESTORE: 'ORDER_RESTORE' } as const;
