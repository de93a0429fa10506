import { useLoaderData } from '@shop/router';
import { ItemList } from '../../components/item-list.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { FeedbackProvider } from '../../lib/feedback.tsx';
import type { loadDisplayNew } from '../../features/display/api/load-display-new.ts';
import { SHOWCASE_MESSAGES } from '../../messages/showcase.ko.ts';

/** `/display/new`: new items, sortable, 24 per page. */
export default function DisplayNewPage() {
  const data = useLoaderData<typeof loadDisplayNew>();
  const m = SHOWCASE_MESSAGES;
  return (
    <FeedbackProvider>
      <div className="catalog-page ui-container">
        <PageHeader title={m.titles.displayNew} description={m.display.newDescription} />
        <ItemList page={data.page} label={m.titles.displayNew} empty={m.display.empty} />
      </div>
    </FeedbackProvider>
  );
}
