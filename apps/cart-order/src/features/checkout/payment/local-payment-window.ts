import { nanoid } from 'nanoid';
import { formatWon } from '@shop/validators';
import { payWindowMessages } from '../../../messages/pay-window.ko.ts';
import type { PaymentRequest, TestChoice } from './payment-window.ts';
import { withQuery } from './payment-window.ts';

const M = payWindowMessages;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, children: (Node | string)[] = []): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** A labelled select of `options` ([value, label]); `read` gives the chosen value. */
function selectField(label: string, options: [string, string][]): { node: HTMLElement; read: () => string } {
  const id = `local-pay-${nanoid(6)}`;
  const select = element('select', { id, className: 'local-pay__select' }, options.map(([value, text]) => element('option', { value, textContent: text })));
  return { node: element('div', { className: 'local-pay__field' }, [element('label', { htmlFor: id, textContent: label }), select]), read: () => select.value };
}

/** The window's own choices for each method, and what they mean to the gateway. */
function choicesOf(method: string, amount: number): { nodes: HTMLElement[]; read: () => TestChoice } {
  if (method === 'EASY_PAY') {
    const field = selectField(M.easyPay, M.easyPayProviders);
    return { nodes: [field.node], read: () => ({ method: 'EASY_PAY', easyPayProvider: field.read() as TestChoice['easyPayProvider'] }) };
  }
  if (method === 'VIRTUAL_ACCOUNT' || method === 'TRANSFER') {
    const field = selectField(M.bank, M.banks);
    const nodes = method === 'VIRTUAL_ACCOUNT' ? [field.node, element('p', { className: 'local-pay__note', textContent: M.vbankNote })] : [field.node];
    return { nodes, read: () => ({ method, bankCode: field.read() }) };
  }
  const field = selectField(M.installment, M.installmentOptions(amount));
  return { nodes: [field.node, element('p', { className: 'local-pay__note', textContent: M.installmentNote })], read: () => ({ method: 'CARD', installmentMonths: Number(field.read()) }) };
}

/**
 * The built-in payment window (테스트 결제), used without a key Toss issued: a modal dialog over the order sheet that
 * speaks Toss's redirect protocol. The shopper picks what a real window asks for (할부 for a card, the easy-pay app,
 * the bank of a virtual account or transfer); "결제 승인" has the test gateway authorize it (`request.authorize`; with
 * the fake Toss a new key is made here) and sends the shopper to `successUrl` with the `paymentKey`, the `orderId`
 * and the `amount`, so the server confirms it exactly like a Toss payment; "결제 취소" or Escape sends them to
 * `failUrl` with `code=PAY_PROCESS_CANCELED`, as Toss does when a shopper cancels. Nothing is paid, and it says so.
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
  const choices = choicesOf(request.method, request.amount);
  const error = element('p', { className: 'local-pay__error' });
  error.setAttribute('role', 'alert');
  const panel = element('div', { className: 'local-pay__panel', tabIndex: -1 }, [
    element('h2', { id: titleId, className: 'local-pay__title', textContent: M.title }),
    element('p', {}, [element('span', { className: 'checkout-badge', textContent: M.badge })]),
    element('p', { className: 'local-pay__description', textContent: M.description }),
    rows,
    ...choices.nodes,
    error,
    element('div', { className: 'local-pay__actions' }, [cancel, approve]),
  ]);
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-modal', 'true');
  panel.setAttribute('aria-labelledby', titleId);
  const overlay = element('div', { className: 'local-pay' }, [panel]);
  const busy = (on: boolean) => {
    approve.disabled = on;
    cancel.disabled = on;
  };
  const leave = (url: string) => {
    busy(true);
    go(url);
  };
  approve.addEventListener('click', () => {
    busy(true);
    const choice = choices.read();
    const key = request.authorize
      ? request.authorize(choice)
      : Promise.resolve(`${choice.method === 'VIRTUAL_ACCOUNT' ? 'vbank-' : ''}local_${nanoid()}`);
    key.then(
      (paymentKey) => leave(withQuery(request.successUrl, { paymentKey, orderId: request.orderId, amount: String(request.amount) })),
      () => {
        busy(false);
        error.textContent = M.authorizeFailed;
      },
    );
  });
  const cancelPayment = () => leave(withQuery(request.failUrl, { code: 'PAY_PROCESS_CANCELED', message: M.cancel, orderId: request.orderId }));
  cancel.addEventListener('click', cancelPayment);
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') cancelPayment();
  });
  // Focus stays inside the dialog: Tab from the last control goes back to the first, Shift+Tab the other way.
  panel.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const focusable = [...panel.querySelectorAll<HTMLElement>('select, button:not([disabled])')];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  });
  document.body.append(overlay);
  approve.focus();
  return Promise.resolve();
}
