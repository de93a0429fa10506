import { CATALOG_ITEM_MESSAGES } from '../../../messages/item.ko.ts';
import { useFeedback } from '../../../lib/feedback.tsx';

const M = CATALOG_ITEM_MESSAGES.share;

/** Copies the page address; says "클립보드에 복사 되었습니다." when it worked. */
export function CopyLinkButton() {
  const { alert } = useFeedback();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      await alert(M.copied);
    } catch {
      await alert(M.failed);
    }
  };
  return (
    <button type="button" className="catalog-icon-button" aria-label={M.copy} onClick={() => void copy()}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
    </button>
  );
}
