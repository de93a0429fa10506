import { TermsPageFrame } from '../../features/terms/components/terms-page-frame.tsx';
import { PRIVACY_POLICY } from '../../messages/policies/privacy-policy.ts';

/** /terms/privacy-policy */
export default function PrivacyPolicyPage() {
  return <TermsPageFrame document={PRIVACY_POLICY} />;
}
