import { lazy, Suspense, useEffect, useState } from 'react';
import type { OrderDetail, OrderPlaced } from '@shop/api-client';
import { Link } from '@shop/router';
import { buttonClassName } from '@shop/ui';
import { formatDateTime, formatWon } from '@shop/validators';
import { paths } from '../../../config/paths.ts';
import { optionsText } from '../../../lib/options-text.ts';
import { completeMessages } from '../../../messages/complete.ko.ts';
import { TestDeposit } from './test-deposit.tsx';

const C = completeMessages;

// Guests only: its own chunk, shown once the page is live (the server and the first render leave it out alike).
const GuestOrderGuide = lazy(() => import('./guest-order-guide.tsx'));

function GuestGuide({ orderCode }: { orderCode: string }) {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return live ? (
    <Suspense fallback={null}>
      <GuestOrderGuide orderCode={orderCode} />
    </Suspense>
  ) : null;
}

type Deposit = { account: string; holder: string; amount: number; deadline: string; testPayment: boolean };

/** The deposit table of a bank transfer: from the placement answer, or from the order's waiting payment. */
export function depositOf(detail: OrderDetail | null, placed: OrderPlaced | null): Deposit | null {
  if (placed?.bank) {
    const bank = placed.bank;
    return { account: `${bank.bankName} ${bank.accountNumber}`, holder: bank.accountHolder, amount: bank.amount, deadline: formatDateTime(bank.deadline), testPayment: false };
  }
  const waiting = detail?.paymentList.find((p) => p.paymentType === '0' && p.bankVirtualNo);
  if (!waiting) return null;
  return { account: `${waiting.bankName ?? ''} ${waiting.bankVirtualNo ?? ''}`.trim(), holder: '', amount: waiting.amount, deadline: formatDateTime(waiting.bankDate ?? detail?.paymentDeadline ?? ''), testPayment: waiting.testPayment === true };
}

const paymentState = (type: string) => (type === '1' ? C.paid : type === '0' ? C.waiting : C.cancelled);

function Rows({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="checkout-rows">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type CompleteViewProps = { orderCode: string; detail: OrderDetail | null; placed: OrderPlaced | null; isLogin: boolean; onDeposited?: (detail: OrderDetail) => void };

/**
 * "고객님의 주문이 정상적으로 완료되었습니다.", the order number and date, the deposit table of a bank transfer (계좌,
 * 예금주, 금액, 입금기한 with 입금대기), the items, the receiver and the payment summary; members get a link to the order.
 */
export function CompleteView({ orderCode, detail, placed, isLogin, onDeposited }: CompleteViewProps) {
  const deposit = depositOf(detail, placed);
  return (
    <div className="complete">
      <section className="complete__done" aria-labelledby="complete-done">
        <p className="complete__message" id="complete-done">
          {C.done}
        </p>
        <Rows rows={[[C.orderCode, orderCode], ...(detail ? ([[C.orderDate, formatDateTime(detail.createdDate)], [C.status, detail.orderStatusLabel]] as [string, string][]) : [])]} />
      </section>
      {deposit ? (
        <section className="checkout-section" aria-labelledby="complete-deposit">
          <h2 className="checkout-section__title" id="complete-deposit">
            {C.deposit} <span className="checkout-badge">{C.waiting}</span>
          </h2>
          <table className="complete-table">
            <tbody>
              <tr>
                <th scope="row">{C.account}</th>
                <td>{deposit.account}</td>
              </tr>
              {deposit.holder ? (
                <tr>
                  <th scope="row">{C.holder}</th>
                  <td>{deposit.holder}</td>
                </tr>
              ) : null}
              <tr>
                <th scope="row">{C.amount}</th>
                <td>{formatWon(deposit.amount)}</td>
              </tr>
              <tr>
                <th scope="row">{C.deadline}</th>
                <td>{deposit.deadline}</td>
              </tr>
            </tbody>
          </table>
          {deposit.testPayment && onDeposited ? <TestDeposit orderCode={orderCode} onDeposited={onDeposited} /> : null}
        </section>
      ) : null}
      {detail ? (
        <>
          <section className="checkout-section" aria-labelledby="complete-items">
            <h2 className="checkout-section__title" id="complete-items">
              {C.items}
            </h2>
            <ul className="checkout-lines">
              {detail.item.map((line) => (
                <li key={line.itemSequence} className="checkout-line">
                  <div className="checkout-line__info">
                    <p className="checkout-line__name">{line.itemName}</p>
                    {line.options ? <p className="checkout-line__options">{C.options(optionsText(line.options))}</p> : null}
                    <p className="checkout-line__price">
                      {formatWon(line.itemAmount)} / {C.quantity(line.quantity)} · {line.orderStatusLabel}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
          <section className="checkout-section" aria-labelledby="complete-receiver">
            <h2 className="checkout-section__title" id="complete-receiver">
              {C.receiver}
            </h2>
            <Rows
              rows={[
                [C.receiveName, detail.shippingInfo.receiveName],
                [C.receiveMobile, detail.shippingInfo.receiveMobile],
                [C.receiveAddress, `(${detail.shippingInfo.receiveZipcode}) ${detail.shippingInfo.receiveAddress} ${detail.shippingInfo.receiveAddressDetail}`],
                ...(detail.shippingInfo.memo ? ([[C.memo, detail.shippingInfo.memo]] as [string, string][]) : []),
              ]}
            />
          </section>
          <section className="checkout-section" aria-labelledby="complete-payment">
            <h2 className="checkout-section__title" id="complete-payment">
              {C.payment}
            </h2>
            <Rows
              rows={[
                [C.totalItem, formatWon(detail.totalItemAmount)],
                [C.shipping, formatWon(detail.totalShippingAmount)],
                [C.discount, formatWon(detail.totalItemDiscountAmount + detail.totalCouponDiscountAmount)],
                [C.point, formatWon(detail.orderUsePoint)],
                [C.total, formatWon(detail.totalOrderAmount)],
                ...detail.paymentList.map((p): [string, string] => [`${C.method}: ${p.approvalTypeLabel}`, `${formatWon(p.amount)} (${paymentState(p.paymentType)})`]),
              ]}
            />
          </section>
        </>
      ) : null}
      {isLogin ? null : <GuestGuide orderCode={orderCode} />}
      <div className="complete__actions">
        {isLogin ? (
          <Link className={buttonClassName({ variant: 'primary', size: 'lg' })} to={paths.myOrder.getHref(orderCode)}>
            {C.myOrder}
          </Link>
        ) : null}
        <Link className={buttonClassName({ variant: 'outline', size: 'lg' })} to={paths.home.getHref()}>
          {C.continueShopping}
        </Link>
      </div>
    </div>
  );
}
