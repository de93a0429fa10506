import { useMemo } from 'react';
import { EmptyState } from '@shop/ui';
import { CATALOG_MESSAGES } from '../messages/ko.ts';
import { detailHtml } from '../lib/detail-html.ts';

/** Props of `ItemDetailContent`. */
export type ItemDetailContentProps = { html: string };

/**
 * The item's detail content. The HTML is the shop admin's, served by our own API, which is why it alone is
 * rendered as HTML; everything else on the page is text.
 */
export function ItemDetailContent({ html }: ItemDetailContentProps) {
  const prepared = useMemo(() => detailHtml(html), [html]);
  if (!html.trim()) return <EmptyState message={CATALOG_MESSAGES.item.noDetail} />;
  return <div className="catalog-detail-content" dangerouslySetInnerHTML={{ __html: prepared }} />;
}
