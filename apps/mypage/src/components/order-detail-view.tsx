import type { OrderClaim, OrderDetail, OrderSummary } from '@shop/api-client';
import { Link } from '@shop/router';
import { Button } from '@shop/ui';
import { formatDateTime, formatDeduction } from '@shop/validators';
import { pageMessages } from '../messages/pages.ko.ts';
import { ClaimItem } from './claim-item.tsx';
import { OrderActions } from './order-actions.tsx';
import { claimNote } from './order-card.tsx';

const copy = pageMessages.detail;
const won = pageMessages.won;

type Props = {
  title: string; detail: OrderDetail; summary: OrderSummary | null; backHref: string;
  /** The order's requests, listed under its lines (the guest's page: a guest has no claims page). */
  claims?: readonly OrderClaim[];
};

/** 주문/배송 상세조회: lines with their state and buttons, delivery, buyer, amounts, payments and history; 화면출력 prints it. */
export function OrderDetailView({ title, detail, summary, backHref, claims = [] }: Props) {
  const s = detail.shippingInfo;
  const sender = { name: s.receiveName, mobile: s.receiveMobile, zipcode: s.receiveZipcode, address: s.receiveAddress, addressDetail: s.receiveAddressDetail };
  return (
    <div className="mypage-detail">
      <header className="mypage-page__head">
        <h1 className="mypage-page__title">{title}</h1>
        <Button size="sm" variant="outline" className="mypage-print-hide" onClick={() => window.print()}>{copy.print}</Button>
      </header>
      <p className="mypage-detail__meta">
        {formatDateTime(detail.createdDate)} · {pageMessages.orders.orderCode} <strong>{detail.orderCode}</strong> · <span data-testid="order-status">{detail.orderStatusLabel}</span>
      </p>
      <section aria-labelledby="detail-items">
        <h2 id="detail-items" className="mypage-section__title">{copy.items}</h2>
        <table className="mypage-table">
          <thead><tr><th scope="col">{copy.items}</th><th scope="col">{pageMessages.orders.payAmount}</th><th scope="col">{pageMessages.orders.status}</th></tr></thead>
          <tbody>
            {detail.item.map((i) => (
              <tr key={i.itemSequence}>
                <td>{i.itemName}{i.options ? ` (${i.options})` : ''} · {pageMessages.orders.quantity(i.quantity)}{claimNote(i)}</td>
                <td>{won(i.itemAmount)}</td>
                <td data-testid="line-status">{i.orderStatusLabel}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {summary ? <div className="mypage-print-hide"><OrderActions order={summary} sender={sender} /></div> : null}
      </section>
      {claims.length > 0 ? (
        <section aria-labelledby="detail-claims">
          <h2 id="detail-claims" className="mypage-section__title">{copy.claims}</h2>
          <ul className="mypage-claims">{claims.map((c) => <ClaimItem key={c.claimCode} claim={c} withType />)}</ul>
        </section>
      ) : null}
      <section aria-labelledby="detail-shipping">
        <h2 id="detail-shipping" className="mypage-section__title">{copy.shipping}</h2>
        <dl className="mypage-dl">
          <div><dt>{copy.receiveName}</dt><dd>{s.receiveName}</dd></div>
          <div><dt>{copy.receiveMobile}</dt><dd>{s.receiveMobile}</dd></div>
          <div><dt>{copy.address}</dt><dd>({s.receiveZipcode}) {s.receiveAddress} {s.receiveAddressDetail}</dd></div>
          {s.memo ? <div><dt>{copy.memo}</dt><dd>{s.memo}</dd></div> : null}
        </dl>
      </section>
      <section aria-labelledby="detail-buyer">
        <h2 id="detail-buyer" className="mypage-section__title">{copy.buyer}</h2>
        <dl className="mypage-dl">
          <div><dt>{copy.userName}</dt><dd>{detail.userName}</dd></div>
          <div><dt>{copy.mobile}</dt><dd>{detail.mobile}</dd></div>
          {detail.email ? <div><dt>{copy.email}</dt><dd>{detail.email}</dd></div> : null}
        </dl>
      </section>
      <section aria-labelledby="detail-payment">
        <h2 id="detail-payment" className="mypage-section__title">{copy.payment}</h2>
        <dl className="mypage-dl">
          <div><dt>{copy.totalItem}</dt><dd>{won(detail.totalItemAmount)}</dd></div>
          <div><dt>{copy.itemDiscount}</dt><dd>{formatDeduction(detail.totalItemDiscountAmount)}</dd></div>
          <div><dt>{copy.shippingFee}</dt><dd>{won(detail.totalShippingAmount)}</dd></div>
          <div><dt>{copy.coupon}</dt><dd>{formatDeduction(detail.totalCouponDiscountAmount)}</dd></div>
          <div><dt>{copy.point}</dt><dd>{formatDeduction(detail.orderUsePoint, 'P')}</dd></div>
          <div className="mypage-dl__total"><dt>{copy.total}</dt><dd>{won(detail.totalOrderAmount)}</dd></div>
        </dl>
        <h3 className="mypage-section__subtitle">{copy.payments}</h3>
        <ul className="mypage-payments">
          {detail.paymentList.map((p, index) => (
            <li key={index}>
              {p.approvalTypeLabel} · {won(p.amount)} · <span data-testid="payment-state">{copy.paymentType[p.paymentType]}</span>
              {p.bankVirtualNo ? ` · ${copy.bank(p.bankName, p.bankVirtualNo)}` : ''}
              {p.refundedAmount ? <> · {copy.refunded} <span data-testid="payment-refund">{won(p.refundedAmount)}</span></> : null}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="detail-history">
        <h2 id="detail-history" className="mypage-section__title">{copy.history}</h2>
        <ol className="mypage-history">
          {detail.history.map((h, index) => <li key={index}>{formatDateTime(h.createdDate)} {h.toStatusLabel}</li>)}
        </ol>
      </section>
      <Link className="ui-button ui-button--outline ui-button--md mypage-print-hide" to={backHref}>{copy.back}</Link>
    </div>
  );
}
