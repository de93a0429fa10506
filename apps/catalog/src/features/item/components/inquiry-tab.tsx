import { useCallback, useId, useState } from 'react';
import { getItemInquiries, getUserMessage, postItemInquiry } from '@shop/api-client';
import type { ItemInquiry, Page } from '@shop/api-client';
import { formatDateTime } from '@shop/validators';
import { Badge, Button, EmptyState } from '@shop/ui';
import { useClientApi } from '../../../lib/client-api.tsx';
import { useFeedback, useRequireMember } from '../../../lib/feedback.tsx';
import { CATALOG_ITEM_MESSAGES } from '../../../messages/item.ko.ts';
import { ReportActions } from '../../community/components/report-actions.tsx';
import { ClientPager } from './client-pager.tsx';

/** Props of `InquiryTab`. */
export type InquiryTabProps = { itemId: number; itemUserCode: string; initial: Page<ItemInquiry> | null };

const M = CATALOG_ITEM_MESSAGES.inquiries;

function InquiryForm({ itemId, onDone, onCancel }: { itemId: number; onDone: () => void; onCancel: () => void }) {
  const api = useClientApi();
  const id = useId();
  const { alert, confirm } = useFeedback();
  const [subject, setSubject] = useState('');
  const [question, setQuestion] = useState('');
  const [secret, setSecret] = useState(false);
  const submit = async () => {
    if (!subject.trim() || !question.trim()) return alert(M.required);
    if (!(await confirm(M.confirm))) return undefined;
    try {
      await postItemInquiry(api, { itemId, qnaGroup: 'ITEM', subject: subject.trim(), question: question.trim(), secretFlag: secret ? 'Y' : 'N' });
      await alert(M.done);
      onDone();
    } catch (error) {
      await alert(getUserMessage(error));
    }
    return undefined;
  };
  return (
    <form
      className="catalog-inquiry-form"
      aria-label={M.formTitle}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={`${id}-subject`}>{M.subject}</label>
      <input id={`${id}-subject`} maxLength={100} value={subject} onChange={(event) => setSubject(event.target.value)} />
      <label htmlFor={`${id}-question`}>{M.question}</label>
      <textarea id={`${id}-question`} rows={5} maxLength={2000} value={question} onChange={(event) => setQuestion(event.target.value)} />
      <label className="catalog-inquiry-form__secret">
        <input type="checkbox" checked={secret} onChange={(event) => setSecret(event.target.checked)} />
        {M.secret}
      </label>
      <div className="catalog-inquiry-form__actions">
        <Button variant="outline" onClick={onCancel}>
          {M.cancel}
        </Button>
        <Button type="submit">{M.submit}</Button>
      </div>
    </form>
  );
}

function InquiryItem({ inquiry, onChanged }: { inquiry: ItemInquiry; onChanged: () => void }) {
  const answered = inquiry.answerFlag === 'Y';
  const blocked = inquiry.blockFlag === 'Y';
  return (
    <li className="catalog-inquiry">
      <div className="catalog-inquiry__head">
        <Badge tone={answered ? 'dark' : 'muted'}>{answered ? M.answered : M.waiting}</Badge>
        {inquiry.secretFlag === 'Y' ? <span className="catalog-inquiry__secret">{M.secretMark}</span> : null}
        <span className="catalog-inquiry__label">{inquiry.label}</span>
        <span className="catalog-inquiry__writer">{inquiry.userName}</span>
        <span className="catalog-inquiry__date">{formatDateTime(inquiry.date, 'date')}</span>
      </div>
      {blocked ? (
        <p className="catalog-inquiry__blocked">{M.blocked}</p>
      ) : (
        <>
          <p className="catalog-inquiry__subject">{inquiry.subject}</p>
          {inquiry.question !== inquiry.subject ? <p className="catalog-inquiry__question">{inquiry.question}</p> : null}
          {inquiry.answer ? (
            <div className="catalog-inquiry__answer">
              <strong>{M.answerLabel}</strong>
              <p>{inquiry.answer.answer}</p>
            </div>
          ) : null}
        </>
      )}
      <ReportActions
        contentType="QNA"
        contentId={inquiry.id}
        title={CATALOG_ITEM_MESSAGES.report.postTitle}
        reported={inquiry.reportFlag === 'Y'}
        blocked={blocked}
        mine={inquiry.writtenMeFlag === 'Y'}
        onChanged={onChanged}
      />
    </li>
  );
}

/**
 * The 상품문의 tab: questions 5 per page with 답변대기 / 답변완료 (secret questions of others read "비밀글입니다."),
 * and the form members write with (confirm "등록하시겠습니까?", then "등록되었습니다.").
 */
export function InquiryTab({ itemId, itemUserCode, initial }: InquiryTabProps) {
  const api = useClientApi();
  const requireMember = useRequireMember();
  const [page, setPage] = useState<Page<ItemInquiry> | null>(initial);
  const [writing, setWriting] = useState(false);
  const [error, setError] = useState('');
  const load = useCallback(
    async (number: number) => {
      try {
        setPage(await getItemInquiries(api, itemUserCode, number));
        setError('');
      } catch (caught) {
        setError(getUserMessage(caught));
      }
    },
    [api, itemUserCode],
  );
  const current = page?.pagination.currentPage ?? 1;
  return (
    <section className="catalog-inquiries" aria-label={CATALOG_ITEM_MESSAGES.tabs.inquiry}>
      <div className="catalog-inquiries__head">
        <Button
          variant="outline"
          size="sm"
          onClick={async () => {
            if (await requireMember()) setWriting(true);
          }}
        >
          {M.write}
        </Button>
      </div>
      {writing ? (
        <InquiryForm
          itemId={itemId}
          onCancel={() => setWriting(false)}
          onDone={() => {
            setWriting(false);
            void load(1);
          }}
        />
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
      {page && page.content.length > 0 ? (
        <ul className="catalog-inquiries__list" aria-label={M.listLabel}>
          {page.content.map((inquiry) => (
            <InquiryItem key={inquiry.id} inquiry={inquiry} onChanged={() => void load(current)} />
          ))}
        </ul>
      ) : (
        <EmptyState message={M.empty} />
      )}
      {page ? <ClientPager label={M.listLabel} currentPage={current} totalPages={page.pagination.totalPages} onPage={(p) => void load(p)} /> : null}
    </section>
  );
}
