import { useState } from 'react';
import { useLoaderData, useRevalidator } from '@shop/router';
import { Badge, Button, EmptyState, MultilineText, Pagination, useToast } from '@shop/ui';
import type { CsInquiry } from '@shop/api-client';
import type { loadInquiries } from '../../features/customer/api/load-inquiries.ts';
import { CustomerHeader } from '../../features/customer/components/customer-tabs.tsx';
import { InquiryForm } from '../../features/customer/components/inquiry-form.tsx';
import { formatWireDate } from '../../lib/dates.ts';
import { messages } from '../../messages/ko.ts';

const M = messages.inquiry;

function InquiryItem({ inquiry }: { inquiry: CsInquiry }) {
  return (
    <li>
      <details className="cs-accordion__item" data-testid="inquiry">
        <summary className="cs-accordion__summary">
          <Badge tone={inquiry.status === 'ANSWERED' ? 'dark' : 'muted'}>{inquiry.statusLabel}</Badge>
          <span className="cs-accordion__subject">
            [{inquiry.label}] {inquiry.subject}
          </span>
          <time className="cs-accordion__date" dateTime={formatWireDate(inquiry.createdDate)}>
            {formatWireDate(inquiry.createdDate)}
          </time>
        </summary>
        <div className="cs-accordion__body">
          <MultilineText text={inquiry.question} />
          {inquiry.files.length > 0 ? (
            <ul className="cs-files" aria-label={M.attachments}>
              {inquiry.files.map((file) => (
                <li key={file.id}>
                  {file.contentType.startsWith('image/') ? <img src={file.url} alt="" width={64} height={64} loading="lazy" /> : null}
                  <a href={file.url} target="_blank" rel="noopener noreferrer">
                    {file.name}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {inquiry.answer ? (
            <div className="cs-answer">
              <p className="cs-answer__title">
                {M.answer} <time dateTime={formatWireDate(inquiry.answerDate ?? '')}>{formatWireDate(inquiry.answerDate ?? '')}</time>
              </p>
              <MultilineText text={inquiry.answer} />
            </div>
          ) : null}
        </div>
      </details>
    </li>
  );
}

/** /customer/inquiries (members): the 1:1 inquiry form (toggled) and the member's inquiries with answers. */
export default function InquiriesPage() {
  const data = useLoaderData<typeof loadInquiries>();
  const [writing, setWriting] = useState(false);
  const revalidator = useRevalidator();
  const { show, toast } = useToast();
  return (
    <div className="cs-page cs-customer">
      <CustomerHeader />
      <h1 className="cs-customer__title">{messages.titles.inquiries}</h1>
      <div className="cs-customer__bar">
        <p className="cs-customer__count">{messages.customer.total(data.pagination.totalElements)}</p>
        <Button aria-expanded={writing} onClick={() => setWriting(!writing)}>
          {M.writeOpen}
        </Button>
      </div>
      {writing ? (
        <InquiryForm
          groups={data.qnaGroups}
          onCancel={() => setWriting(false)}
          onSaved={() => {
            setWriting(false);
            show(M.saved);
            void revalidator.revalidate();
          }}
        />
      ) : null}
      {data.content.length === 0 ? (
        <EmptyState message={M.empty} />
      ) : (
        <ul className="cs-accordion">
          {data.content.map((inquiry) => (
            <InquiryItem key={inquiry.id} inquiry={inquiry} />
          ))}
        </ul>
      )}
      <Pagination currentPage={data.pagination.currentPage} totalPages={data.pagination.totalPages} />
      {toast}
    </div>
  );
}
