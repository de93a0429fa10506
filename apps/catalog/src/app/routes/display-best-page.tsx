import { useLoaderData } from '@shop/router';
import { EmptyState } from '@shop/ui';
import { PageHeader } from '../../components/page-header.tsx';
import { FeedbackProvider } from '../../lib/feedback.tsx';
import type { loadDisplayBest } from '../../features/display/api/load-display-best.ts';
import { BestTabs } from '../../features/display/components/best-tabs.tsx';
import { RankedGrid } from '../../features/display/components/ranked-grid.tsx';
import { SHOWCASE_MESSAGES } from '../../messages/showcase.ko.ts';

/** `/display/best`: category tabs and the top 100 of the chosen tab, ranked 01…100. */
export default function DisplayBestPage() {
  const data = useLoaderData<typeof loadDisplayBest>();
  const m = SHOWCASE_MESSAGES;
  const tabName = data.tabs.find((tab) => tab.url === data.current)?.name ?? m.display.allTab;
  return (
    <FeedbackProvider>
      <div className="catalog-page ui-container">
        <PageHeader title={m.titles.displayBest} description={m.display.bestDescription}>
          <BestTabs tabs={data.tabs} current={data.current} />
        </PageHeader>
        {data.items.length > 0 ? <RankedGrid items={data.items} label={m.display.rankingLabel(tabName)} /> : <EmptyState message={m.display.empty} />}
      </div>
    </FeedbackProvider>
  );
}
