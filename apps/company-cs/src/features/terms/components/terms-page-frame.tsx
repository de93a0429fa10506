import type { PolicyDocument } from '../../../lib/policy-document.ts';
import { PolicyView } from './policy-view.tsx';
import { TermsTabs } from './terms-tabs.tsx';

type TermsPageFrameProps = { document: PolicyDocument };

/** Layout shared by the four terms pages: the tab bar above the document. */
export function TermsPageFrame({ document }: TermsPageFrameProps) {
  return (
    <div className="cs-page cs-terms">
      <TermsTabs />
      <PolicyView document={document} />
    </div>
  );
}
