import { useLoaderData } from '@shop/router';
import { ItemList } from '../../components/item-list.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { FeedbackProvider } from '../../lib/feedback.tsx';
import type { loadDisplayMd } from '../../features/display/api/load-display-md.ts';
import { TagChips } from '../../features/display/components/tag-chips.tsx';
import { SHOWCASE_MESSAGES } from '../../messages/showcase.ko.ts';

/** `/display/md`: the MD tags (first by default, the current one in `?tag=`) and its items, sortable and paginated. */
export default function DisplayMdPage() {
  const data = useLoaderData<typeof loadDisplayMd>();
  const m = SHOWCASE_MESSAGES;
  return (
    <FeedbackProvider>
      <div className="catalog-page ui-container">
        <PageHeader title={m.titles.displayMd} description={m.display.mdDescription}>
          <TagChips tags={data.tags} current={data.tag} />
        </PageHeader>
        <ItemList page={data.page} label={m.display.tagListLabel(data.tag)} empty={m.display.empty} />
      </div>
    </FeedbackProvider>
  );
}
