import { useLoaderData } from '@shop/router';
import type { PolicyData } from '../../features/terms/api/load-policy.ts';
import { PolicyView } from '../../features/terms/components/policy-view.tsx';
import { TermsTabs } from '../../features/terms/components/terms-tabs.tsx';
import { VersionSelect } from '../../features/terms/components/version-select.tsx';
import { formatWireDate } from '../../lib/dates.ts';
import { messages } from '../../messages/ko.ts';

/** /terms/{terms-of-service,privacy-policy,marketing-consent,email-collection-refusal}: a stored policy and its past versions. */
export default function PolicyPage() {
  const { versions, selected } = useLoaderData() as PolicyData;
  const current = versions.find((v) => v.id === selected.id)?.current ?? true;
  return (
    <div className="cs-page cs-terms">
      <TermsTabs />
      <VersionSelect versions={versions} selectedId={selected.id} />
      {current ? null : (
        <p className="cs-version__notice" role="status">
          {messages.policy.pastNotice(formatWireDate(selected.effectiveDate))}
        </p>
      )}
      <PolicyView document={selected.document} />
    </div>
  );
}
