import { useLoaderData } from '@shop/router';
import { paths } from '../../config/paths.ts';
import { FeedbackProvider } from '../../lib/feedback.tsx';
import type { loadHome } from '../../features/home/api/load-home.ts';
import { BestSection, BrandSection, EventSection, MdSection, ReviewSection, TimeSaleSection } from '../../features/home/components/home-sections.ts';
import { CategoryShortcuts } from '../../features/home/components/category-shortcuts.tsx';
import { MainVisual } from '../../features/home/components/main-visual.tsx';
import { MainPopups } from '../../features/popup/components/main-popups.tsx';
import { ProductSection } from '../../features/home/components/product-section.tsx';
import { CATALOG_MESSAGES } from '../../messages/ko.ts';
import { SHOWCASE_MESSAGES } from '../../messages/showcase.ko.ts';

/**
 * `/`: main visual, category shortcuts, new items, time sale, best with category tabs, brands, MD picks by tag,
 * real reviews and events; each section from the API, left out when it has nothing to show. The main popups lie
 * over the page as layers.
 */
export default function HomePage() {
  const data = useLoaderData<typeof loadHome>();
  const m = SHOWCASE_MESSAGES.home;
  return (
    <FeedbackProvider>
      <div className="catalog-page catalog-home">
        <h1 className="ui-visually-hidden">{CATALOG_MESSAGES.titles.home}</h1>
        <MainPopups popups={data.popups} />
        <MainVisual slides={data.slides} />
        <div className="ui-container">
          <CategoryShortcuts categories={data.categories} />
          <ProductSection title={m.newTitle} items={data.newest} moreHref={paths.displayNew.getHref()} priorityCount={data.slides.length > 0 ? 0 : 4} />
          <TimeSaleSection spots={data.spots} />
          <BestSection groups={data.best} />
          <BrandSection brands={data.brands} />
          <MdSection md={data.md} />
          <ReviewSection reviews={data.reviews} />
          <EventSection events={data.events} />
        </div>
      </div>
    </FeedbackProvider>
  );
}
