import { formatWon } from '@shop/validators';
import { messages } from '../../../messages/ko.ts';
import { hasFreeShippingThreshold } from '../cart-model.ts';
import type { CartShippingGroup } from '../cart-model.ts';
import type { GroupTotal } from '../cart-totals.ts';
import { CartLineItem } from './cart-line-item.tsx';
import type { CartLinesProps } from './cart-lines-props.ts';

const copy = messages.cart;

type ShippingGroupProps = CartLinesProps & { group: CartShippingGroup; total: GroupTotal };

/** A shipping group: its orderable lines, then "상품금액 X원 + 배송비 Y원 = Z원" over the checked lines (sold-out lines are listed apart). */
export function ShippingGroup({ group, total, selection, drafts, onDraftChange, dialogs }: ShippingGroupProps) {
  return (
    <div className="cart-group">
      <ul className="cart-group__lines">
        {group.lines.filter((line) => !line.soldOut).map((line) => (
          <CartLineItem
            key={line.cartId}
            line={line}
            checked={selection.isChecked(line.cartId)}
            onToggle={selection.toggleLine}
            draft={drafts[line.cartId]}
            onDraftChange={onDraftChange}
            dialogs={dialogs}
          />
        ))}
      </ul>
      <div className="cart-group__summary">
        <p className="cart-group__amounts">{copy.groupSummary(formatWon(total.itemAmount), formatWon(total.shippingAmount), formatWon(total.total))}</p>
        {hasFreeShippingThreshold(group) ? <p className="cart-group__free">{copy.freeShippingAbove(formatWon(group.shippingFreeAmount))}</p> : null}
        <p className="cart-group__policy">
          {group.label ? <span className="cart-group__label">{group.label}</span> : null}
          <span>{copy.deliveryCompany(group.deliveryCompanyName || copy.headOffice)}</span>
        </p>
      </div>
    </div>
  );
}
