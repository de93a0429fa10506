import { useState } from 'react';
import type { PartnershipReceipt } from '@shop/api-client';
import { CustomerHeader } from '../../features/customer/components/customer-tabs.tsx';
import { PartnershipForm } from '../../features/customer/components/partnership-form.tsx';
import { messages } from '../../messages/ko.ts';

const M = messages.partnership;

/** /customer/partnership: the 제휴/입점문의 form, then its receipt. */
export default function PartnershipPage() {
  const [receipt, setReceipt] = useState<PartnershipReceipt | null>(null);
  return (
    <div className="cs-page cs-customer">
      <CustomerHeader />
      <h1 className="cs-customer__title">{messages.titles.partnership}</h1>
      {receipt ? (
        <div className="cs-done" role="status">
          <h2>{M.doneTitle}</h2>
          <p>{M.doneText(receipt.receiptCode)}</p>
        </div>
      ) : (
        <>
          <p className="cs-customer__lead">{M.lead}</p>
          <PartnershipForm onDone={setReceipt} />
        </>
      )}
    </div>
  );
}
