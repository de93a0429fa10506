import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { cx } from '../lib/class-names.ts';

/** One tab with its panel. */
export type TabItem = { id: string; label: ReactNode; content: ReactNode };

/** Props of `Tabs`. Uncontrolled by default; pass `selectedId` and `onSelect` to control it. */
export type TabsProps = {
  items: ReadonlyArray<TabItem>;
  /** Accessible name of the tab list. */
  label: string;
  defaultSelectedId?: string;
  selectedId?: string;
  onSelect?: (id: string) => void;
  className?: string;
};

const KEY_STEPS: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

/**
 * Accessible tabs (WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs). Every panel is rendered
 * (hidden ones with `hidden`), so the content is in the server HTML.
 */
export function Tabs({ items, label, defaultSelectedId, selectedId, onSelect, className }: TabsProps) {
  const baseId = useId();
  const [ownSelected, setOwnSelected] = useState(defaultSelectedId ?? items[0]?.id);
  const current = selectedId ?? ownSelected;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    if (selectedId === undefined) setOwnSelected(id);
    onSelect?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === current);
    let target: number | undefined;
    if (event.key in KEY_STEPS) target = (index + KEY_STEPS[event.key]! + items.length) % items.length;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = items.length - 1;
    const next = target === undefined ? undefined : items[target];
    if (!next) return;
    event.preventDefault();
    select(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  return (
    <div className={cx('ui-tabs', className)}>
      <div role="tablist" aria-label={label} className="ui-tabs__list" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.id === current;
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-controls={`${baseId}-panel-${item.id}`}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              className={cx('ui-tabs__tab', selected && 'ui-tabs__tab--selected')}
              onClick={() => select(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={item.id !== current}
          className="ui-tabs__panel"
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
