import { nanoid } from 'nanoid';
import { formatWon } from '@shop/validators';
import { checkoutMessages } from '../../../messages/checkout.ko.ts';
import type { PaymentRequest } from './payment-window.ts';
import { withQuery } from './payment-window.ts';

const M = checkoutMessages.payWindow;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, children: (Node | string)[] = []): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/**
 * The built-in payment window used when no Toss Payments client key is configured (local runs and e2e): a modal
 * dialog over the order sheet that speaks Toss's redirect protocol. "결제 승인" sends the shopper to `successUrl`
 * with a new `paymentKey`, the `orderId` and the `amount`, so the server confirms it exactly like a Toss payment
 * (against `TOSS_API_BASE_URL`); "결제 취소" or Escape sends them to `failUrl` with `code=PAY_PROCESS_CANCELED`,
 * as Toss does when a shopper cancels. Nothing is paid: it is a test window and says so.
 */
export function openLocalPaymentWindow(request: PaymentRequest, go: (url: string) => void = (url) => window.location.assign(url)): Promise<void> {
  document.querySelector('.local-pay')?.remove();
  const titleId = `local-pay-title-${nanoid(6)}`;
  const approve = element('button', { type: 'button', className: 'ui-button ui-button--primary ui-button--md', textContent: M.approve });
  const cancel = element('button', { type: 'button', className: 'ui-button ui-button--outline ui-button--md', textContent: M.cancel });
  const rows = element('dl', { className: 'local-pay__rows' }, [
    element('dt', { textContent: M.orderName }), element('dd', { textContent: request.orderName }),
    element('dt', { textContent: M.amount }), element('dd', { textContent: formatWon(request.amount) }),
  ]);
  const panel = element('div', { className: 'local-pay__panel', tabIndex: -1 }, [
    element('h2', { id: titleId, className: 'local-pay__title', textContent: M.title }),
    element('p', { className: 'local-pay__description', textContent: M.description }),
    rows,
    element('div', { className: 'local-pay__actions' }, [cancel, approve]),
  ]);
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-modal', 'true');
  panel.setAttribute('aria-labelledby', titleId);
  const overlay = element('div', { className: 'local-pay' }, [panel]);
  const leave = (url: string) => {
    approve.disabled = true;
    cancel.disabled = true;
    go(url);
  };
  approve.addEventListener('click', () => leave(withQuery(request.successUrl, { paymentKey: `local_${nanoid()}`, orderId: request.orderId, amount: String(request.amount) })));
  const cancelPayment = () => leave(withQuery(request.failUrl, { code: 'PAY_PROCESS_CANCELED', message: M.cancel, orderId: request.orderId }));
  cancel.addEventListener('click', cancelPayment);
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') cancelPayment();
    if (event.key === 'Tab') {
      event.preventDefault();
      (document.activeElement === approve ? cancel : approve).focus();
    }
  });
  document.body.append(overlay);
  approve.focus();
  return Promise.resolve();
}
