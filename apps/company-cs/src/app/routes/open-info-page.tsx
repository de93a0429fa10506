import { useLoaderData } from '@shop/router';
import type { loadOpenInfo } from '../../features/site/api/load-open-info.ts';
import { BusinessInfoTable } from '../../features/site/components/business-info-table.tsx';
import { messages } from '../../messages/ko.ts';

/** /open-info (sub): the legally required business information, from the one stored source. */
export default function OpenInfoPage() {
  const { info } = useLoaderData<typeof loadOpenInfo>();
  return (
    <div className="cs-page">
      <h1 className="cs-customer__title">{messages.openInfo.title}</h1>
      <p className="cs-customer__lead">{messages.openInfo.lead}</p>
      <BusinessInfoTable info={info} />
    </div>
  );
}
