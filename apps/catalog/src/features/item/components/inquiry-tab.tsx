import { useCallback, useId, useState } from 'react';
import { callContract, getUserMessage } from '@shop/api-client';
import { INQUIRIES_PER_PAGE } from '../api/community-query.ts';
import type { ItemInquiry, Page } from '@shop/api-client';
import { field, formatDateTime, maxLength, required } from '@shop/validators';
import { Badge, Button, EmptyState, useForm } from '@shop/ui';
import { useClientApi } from '@shop/ui/client-api';
import { useFeedback, useRequireMember } from '../../../lib/feedback.tsx';
import { CATALOG_ITEM_MESSAGES } from '../../../messages/item.ko.ts';
import { CATALOG_COMMUNITY_MESSAGES } from '../../../messages/community.ko.ts';
import { ReportActions } from '../../../components/report-actions.tsx';
import { ClientPager } from '../../../components/client-pager.tsx';

/** Props of `InquiryTab`. */
export type InquiryTabProps = { itemId: number; itemUserCode: string; initial: Page<ItemInquiry> | null };

const M = CATALOG_COMMUNITY_MESSAGES.inquiries;

/** 문의 유형 must be chosen ("문의 유형을 선택하세요."); subject and question are required and bounded like the inputs. */
const INQUIRY_RULES = { qnaGroup: field(required(M.groupRequired)), subject: field(required(), maxLength(100)), question: field(required(), maxLength(2000)) };
const QNA_GROUPS = Object.keys(M.groups) as (keyof typeof M.groups)[];

function InquiryForm({ itemId, onDone, onCancel }: { itemId: number; onDone: () => void; onCancel: () => void }) {
  const api = useClientApi();
  const id = useId();
  const { alert, confirm } = useFeedback();
  const form = useForm({ initialValues: { qnaGroup: '', subject: '', question: '', secret: '' }, rules: INQUIRY_RULES });
  const submit = async () => {
    if (!(await form.validateAll())) return undefined;
    if (!(await confirm(M.confirm))) return undefined;
    try {
      const { qnaGroup, subject, question, secret } = form.values;
      await callContract(api, 'POST /api/qna/item-inquiry', { body: { itemId, qnaGroup: qnaGroup as (typeof QNA_GROUPS)[number], subject: subject.trim(), question: question.trim(), secretFlag: secret === 'Y' ? 'Y' : 'N' } });
      await alert(M.done);
      onDone();
    } catch (error) {
      await alert(getUserMessage(error));
    }
    return undefined;
  };
  const { qnaGroup, subject, question } = form.fields;
  return (
    <form
      className="catalog-inquiry-form"
      aria-label={M.formTitle}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={`${id}-qnaGroup`}>{M.group}</label>
      <select id={`${id}-qnaGroup`} aria-describedby={qnaGroup.error ? `${id}-qnaGroup-error` : undefined} {...form.register('qnaGroup')}>
        <option value="">{M.groupPlaceholder}</option>
        {QNA_GROUPS.map((group) => (
          <option key={group} value={group}>
            {M.groups[group]}
          </option>
        ))}
      </select>
      {qnaGroup.error ? <p id={`${id}-qnaGroup-error`} className="catalog-inquiry-form__error" role="alert">{qnaGroup.error}</p> : null}
      <label htmlFor={`${id}-subject`}>{M.subject}</label>
      <input id={`${id}-subject`} maxLength={100} aria-describedby={subject.error ? `${id}-subject-error` : undefined} {...form.register('subject')} />
      {subject.error ? <p id={`${id}-subject-error`} className="catalog-inquiry-form__error" role="alert">{subject.error}</p> : null}
      <label htmlFor={`${id}-question`}>{M.question}</label>
      <textarea id={`${id}-question`} rows={5} maxLength={2000} aria-describedby={question.error ? `${id}-question-error` : undefined} {...form.register('question')} />
      {question.error ? <p id={`${id}-question-error`} className="catalog-inquiry-form__error" role="alert">{question.error}</p> : null}
      <label className="catalog-inquiry-form__secret">
        <input type="checkbox" checked={form.values.secret === 'Y'} onChange={(event) => form.setValue('secret', event.target.checked ? 'Y' : '', 'change')} />
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
        title={CATALOG_COMMUNITY_MESSAGES.report.postTitle}
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
        setPage(await callContract(api, 'GET /api/item/:itemUserCode/inquiry', { params: { itemUserCode }, query: { page: number, size: INQUIRIES_PER_PAGE }, cache: 'no-store' }));
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
