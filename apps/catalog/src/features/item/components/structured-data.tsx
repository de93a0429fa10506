import { UI_MESSAGES } from '@shop/ui';
import type { ItemPageData } from '../api/load-item.ts';
import { itemStructuredData, jsonLdText } from '../utils/structured-data.ts';

/** Product and BreadcrumbList JSON-LD of the item, in the server HTML. */
export function ItemStructuredData({ item }: { item: ItemPageData }) {
  return (
    <>
      {itemStructuredData(item, item.origin, UI_MESSAGES.common.home).map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
      ))}
    </>
  );
}
