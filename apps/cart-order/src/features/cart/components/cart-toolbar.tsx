import { useFetcher } from '@shop/router';
import { Button } from '@shop/ui';
import { messages } from '../../../messages/ko.ts';
import type { CartActionResult } from '../api/cart-action.ts';
import type { CartSelectionState } from '../use-cart-selection.ts';
import type { CartDialogs } from './cart-lines-props.ts';
import { Checkbox } from './checkbox.tsx';

const copy = messages.cart;

type CartToolbarProps = { selection: CartSelectionState; selectableCount: number; dialogs: CartDialogs };

/** 전체선택 (with the checked count) and 선택삭제. */
export function CartToolbar({ selection, selectableCount, dialogs }: CartToolbarProps) {
  const fetcher = useFetcher<CartActionResult>();
  const selected = selection.selection;
  const error = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;

  const deleteSelected = async () => {
    if (selected.length === 0) {
      await dialogs.alert(copy.nothingToDelete);
      return;
    }
    if (!(await dialogs.confirm(copy.confirmDeleteSelected))) return;
    void fetcher.submit({ intent: 'delete', cartIds: [...selected] }, { method: 'post', encType: 'application/json' });
  };

  return (
    <div className="cart-toolbar">
      <Checkbox
        checked={selection.allChecked}
        disabled={selectableCount === 0}
        onChange={(checked) => selection.toggleAll(checked)}
        label={`${copy.selectAll} ${copy.selectedCount(selected.length, selectableCount)}`}
      />
      <Button variant="outline" size="sm" disabled={fetcher.state !== 'idle'} onClick={() => void deleteSelected()}>
        {copy.deleteSelected}
      </Button>
      {error ? (
        <p className="cart-toolbar__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
