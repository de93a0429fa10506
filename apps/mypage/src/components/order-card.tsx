import type { OrderSummary } from '@shop/api-client';
import { Link } from '@shop/router';
import { ShopImage } from '@shop/ui';
import { formatDateTime } from '@shop/validators';
import { paths } from '../config/paths.ts';
import { pageMessages } from '../messages/pages.ko.ts';
import { OrderActions } from './order-actions.tsx';

const copy = pageMessages.orders;

type Props = { order: OrderSummary; detailHref: string; headingLevel?: 'h2' | 'h3' };

/** How many pieces of a line are claimed or under a request, when only some of them are. */
export function claimNote(item: { quantity: number; claimQuantity?: number; claimApplyQuantity?: number }): string {
  const parts = [
    item.claimApplyQuantity && item.claimApplyQuantity < item.quantity ? copy.claimApplied(item.claimApplyQuantity) : '',
    item.claimQuantity && item.claimQuantity < item.quantity ? copy.claimed(item.claimQuantity) : '',
  ].filter(Boolean);
  return parts.length ? ` · ${parts.join(' · ')}` : '';
}

/** One order in a list: date, number, link to the detail, its lines with status, and the buttons of its state. */
export function OrderCard({ order, detailHref, headingLevel = 'h2' }: Props) {
  const Heading = headingLevel;
  return (
    <article className="mypage-order" aria-labelledby={`order-${order.orderCode}`}>
      <header className="mypage-order__head">
        <Heading className="mypage-order__title" id={`order-${order.orderCode}`}>
          <span>{formatDateTime(order.createdDate, 'date')}</span> <span className="mypage-order__code">{copy.orderCode} {order.orderCode}</span>
        </Heading>
        <Link className="mypage-order__detail" to={detailHref} aria-label={`${order.orderCode} ${copy.detail}`}>{copy.detail}</Link>
      </header>
      <ul className="mypage-order__items">
        {order.items.map((item) => (
          <li key={item.itemSequence} className="mypage-order__item">
            <ShopImage src={item.itemImage ?? ''} alt="" width={72} height={72} />
            <div>
              <Link to={paths.item.getHref(item.itemUserCode)}>{item.itemName}</Link>
              {item.options ? <p className="mypage-order__options">{item.options}</p> : null}
              <p className="mypage-order__meta">{pageMessages.won(item.itemAmount)} · {copy.quantity(item.quantity)}{claimNote(item)}</p>
            </div>
            <p className="mypage-order__status" data-testid="order-status">{item.orderStatusLabel ?? order.orderStatusLabel}</p>
          </li>
        ))}
      </ul>
      <footer className="mypage-order__foot">
        <p>{copy.payAmount} <strong>{pageMessages.won(order.payAmount)}</strong></p>
        <OrderActions order={order} />
      </footer>
    </article>
  );
}
