import { useLoaderData } from '@shop/router';
import type { loadPolicy } from '../../features/terms/api/load-policy.ts';
import { PolicyView } from '../../features/terms/components/policy-view.tsx';
import { TermsTabs } from '../../features/terms/components/terms-tabs.tsx';
import { VersionSelect, versionWhen } from '../../features/terms/components/version-select.tsx';
import { formatWireDate } from '../../lib/dates.ts';
import { messages } from '../../messages/ko.ts';

/** /terms/{terms-of-service,privacy-policy,marketing-consent,email-collection-refusal}: a stored policy and its past versions. */
export default function PolicyPage() {
  const { versions, selected } = useLoaderData<typeof loadPolicy>();
  const version = versions.find((v) => v.id === selected.id);
  const when = version ? versionWhen(version) : 'current';
  const date = formatWireDate(selected.effectiveDate);
  return (
    <div className="cs-page cs-terms">
      <TermsTabs />
      <VersionSelect versions={versions} selectedId={selected.id} />
      {when === 'current' ? null : (
        <p className="cs-version__notice" role="status">
          {when === 'upcoming' ? messages.policy.upcomingNotice(date) : messages.policy.pastNotice(date)}
        </p>
      )}
      <PolicyView document={selected.document} />
    </div>
  );
}
