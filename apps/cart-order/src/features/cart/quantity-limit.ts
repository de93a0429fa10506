import { messages } from '../../messages/ko.ts';
import type { CartLine } from './cart-model.ts';

/** "최소 구매 수량은 N개 입니다." / "최대 구매 수량은 N개 입니다." when the stepper stands at a limit of the item (reference-behaviour 5.1). */
export function quantityLimitMessage(quantity: number, line: Pick<CartLine, 'minQuantity' | 'maxQuantity'>): string | null {
  if (line.maxQuantity !== null && quantity >= line.maxQuantity) return messages.cart.maxQuantity(line.maxQuantity);
  if (line.minQuantity > 1 && quantity <= line.minQuantity) return messages.cart.minQuantity(line.minQuantity);
  return null;
}
