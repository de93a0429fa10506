import { TermsPageFrame } from '../../features/terms/components/terms-page-frame.tsx';
import { MARKETING_CONSENT } from '../../messages/policies/marketing-consent.ts';

/** /terms/marketing-consent */
export default function MarketingConsentPage() {
  return <TermsPageFrame document={MARKETING_CONSENT} />;
}
