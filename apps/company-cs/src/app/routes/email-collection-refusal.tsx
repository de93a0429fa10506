import { TermsPageFrame } from '../../features/terms/components/terms-page-frame.tsx';
import { EMAIL_COLLECTION_REFUSAL } from '../../messages/policies/email-collection-refusal.ts';

/** /terms/email-collection-refusal */
export default function EmailCollectionRefusalPage() {
  return <TermsPageFrame document={EMAIL_COLLECTION_REFUSAL} />;
}
