import { messages } from '../../../messages/ko.ts';
import type { CartSeller } from '../cart-model.ts';
import type { CartPageTotals } from '../cart-totals.ts';
import type { CartLinesProps } from './cart-lines-props.ts';
import { Checkbox } from './checkbox.tsx';
import { ShippingGroup } from './shipping-group.tsx';

const copy = messages.cart;

type SellerGroupProps = CartLinesProps & { seller: CartSeller; totals: CartPageTotals };

/** The lines of one seller under "{sellerName}({itemQuantity})" with a checkbox for all of them. */
export function SellerGroup({ seller, totals, ...lines }: SellerGroupProps) {
  const headingId = `cart-seller-${seller.sellerId}`;
  const selectable = seller.groups.some((group) => group.lines.some((line) => !line.soldOut));
  return (
    <section className="cart-seller" aria-labelledby={headingId}>
      <header className="cart-seller__head">
        <Checkbox
          checked={lines.selection.isSellerChecked(seller.sellerId)}
          disabled={!selectable}
          onChange={(checked) => lines.selection.toggleSeller(seller.sellerId, checked)}
          label={copy.selectSeller(seller.sellerName)}
          hideLabel
        />
        <h2 className="cart-seller__title" id={headingId}>
          {copy.sellerTitle(seller.sellerName, seller.itemQuantity)}
        </h2>
      </header>
      {seller.groups.filter((group) => group.lines.some((line) => !line.soldOut)).map((group) => (
        <ShippingGroup key={group.key} group={group} total={totals.groups[group.key] ?? { itemAmount: 0, shippingAmount: 0, total: 0 }} {...lines} />
      ))}
    </section>
  );
}
