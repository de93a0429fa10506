import { formatWon } from '@shop/validators';
import { CATALOG_ITEM_MESSAGES } from '../../../messages/item.ko.ts';
import type { QuantityLimits } from '../utils/quantity-rules.ts';
import { linesTotal, type SelectedLine } from '../utils/selected-lines.ts';
import { QuantityControl } from './quantity-control.tsx';

/** Props of `SelectedLines`. */
export type SelectedLinesProps = {
  itemName: string;
  lines: ReadonlyArray<SelectedLine>;
  limits: QuantityLimits;
  /** Lines can be removed (false for the one line of an item without options). */
  removable: boolean;
  onQuantity: (key: string, quantity: number) => void;
  onRemove: (key: string) => void;
  onMessage: (message: string) => void;
  disabled?: boolean;
};

const M = CATALOG_ITEM_MESSAGES.options;

/** The chosen lines with their quantities and prices, and the total. */
export function SelectedLines({ itemName, lines, limits, removable, onQuantity, onRemove, onMessage, disabled }: SelectedLinesProps) {
  const total = linesTotal(lines);
  return (
    <div className="catalog-lines">
      {lines.length > 0 ? (
        <ul className="catalog-lines__list" aria-label={M.linesLabel}>
          {lines.map((line) => {
            const name = line.label || itemName;
            const lineLimits = line.stock !== null && line.stock > 0 ? { min: limits.min, max: Math.min(limits.max, Math.max(limits.min, line.stock)) } : limits;
            return (
              <li key={line.key} className="catalog-lines__line">
                <p className="catalog-lines__name">{name}</p>
                <div className="catalog-lines__row">
                  <QuantityControl
                    value={line.quantity}
                    limits={lineLimits}
                    label={CATALOG_ITEM_MESSAGES.quantity.label(name)}
                    onChange={(quantity) => onQuantity(line.key, quantity)}
                    onLimit={onMessage}
                    disabled={disabled}
                  />
                  <span className="catalog-lines__price">{formatWon(line.unitPrice * line.quantity)}</span>
                  {removable ? (
                    <button type="button" className="catalog-lines__remove" aria-label={M.remove(name)} onClick={() => onRemove(line.key)}>
                      <span aria-hidden="true">×</span>
                    </button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      <p className="catalog-lines__total" data-testid="buy-total">
        <span>{M.total}</span>
        <span>
          <span className="catalog-lines__total-quantity">{M.totalQuantity(total.quantity)}</span> <strong>{formatWon(total.price)}</strong>
        </span>
      </p>
    </div>
  );
}
