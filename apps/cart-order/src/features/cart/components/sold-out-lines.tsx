import { messages } from '../../../messages/ko.ts';
import type { CartLine } from '../cart-model.ts';
import { CartLineItem } from './cart-line-item.tsx';
import type { CartLinesProps } from './cart-lines-props.ts';

const copy = messages.cart;

/** 품절 상품: sold-out lines split out of the seller groups; never checkable or orderable, only removable. */
export function SoldOutLines({ lines, selection, drafts, onDraftChange, dialogs }: CartLinesProps & { lines: CartLine[] }) {
  if (lines.length === 0) return null;
  return (
    <section className="cart-seller cart-sold-out" aria-labelledby="cart-sold-out">
      <header className="cart-seller__head">
        <h2 className="cart-seller__title" id="cart-sold-out">
          {copy.soldOutTitle(lines.length)}
        </h2>
      </header>
      <p className="cart-sold-out__note">{copy.soldOutNote}</p>
      <ul className="cart-group__lines">
        {lines.map((line) => (
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
    </section>
  );
}
