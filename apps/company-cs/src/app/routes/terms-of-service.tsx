import { TermsPageFrame } from '../../features/terms/components/terms-page-frame.tsx';
import { TERMS_OF_SERVICE } from '../../messages/policies/terms-of-service.ts';

/** /terms/terms-of-service */
export default function TermsOfServicePage() {
  return <TermsPageFrame document={TERMS_OF_SERVICE} />;
}
