import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';

/** Below this width the buy box is a bar fixed at the bottom of the screen that expands into a sheet. */
export const BUY_BAR_QUERY = '(max-width: 1023px)';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Whether the buy box is the bottom bar now (read at the time of a tap, never during render). */
function isBar(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(BUY_BAR_QUERY).matches;
}

/** The mobile buy sheet: whether it is open, and what its bar buttons and its panel need. */
export type BuySheet = {
  open: boolean;
  panelRef: RefObject<HTMLDivElement | null>;
  /** For 장바구니 / 바로구매: true when the tap only expanded the bar (the caller then does nothing else). */
  expandFirst: () => boolean;
  collapse: () => void;
  /** Escape collapses; Tab stays inside the open sheet. */
  onKeyDown: (event: KeyboardEvent) => void;
};

/**
 * State of the mobile buy bar. A tap on 장바구니 / 바로구매 in the collapsed bar opens the option sheet instead of
 * buying (on PC, where the box is inline, it never opens). The open sheet is a modal dialog: it takes the focus,
 * keeps Tab inside, and Escape, the backdrop or its close button collapse it and give the focus back. Growing to PC
 * width collapses it.
 */
export function useBuySheet(): BuySheet {
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!open) return undefined;
    panelRef.current?.focus({ preventScroll: true });
    const media = window.matchMedia(BUY_BAR_QUERY);
    const onChange = () => {
      if (!media.matches) setOpen(false);
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [open]);

  const expandFirst = () => {
    if (open || !isBar()) return false;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
    return true;
  };

  const collapse = () => {
    setOpen(false);
    opener.current?.focus({ preventScroll: true });
    opener.current = null;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      collapse();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return { open, panelRef, expandFirst, collapse, onKeyDown };
}
