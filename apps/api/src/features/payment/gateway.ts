import type { PaymentConfig } from '../../config/payment-env.ts';

/**
 * Who takes the payments of every method but 무통장입금: Toss Payments when both its keys are set, else the built-in
 * test gateway (its own payment window, labelled 테스트 결제; nothing leaves the machine and no money moves).
 */
export type GatewayKind = 'TOSS' | 'TEST';

export function gatewayKind(config: PaymentConfig): GatewayKind {
  return config.tossClientKey !== '' && config.tossSecretKey !== '' ? 'TOSS' : 'TEST';
}
