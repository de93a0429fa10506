import { useCallback, useId, useState } from 'react';
import { callContract, getUserMessage } from '@shop/api-client';
import { EVENT_REPLIES_PER_PAGE } from '../api/event-replies-query.ts';
import type { EventReply, Page } from '@shop/api-client';
import { field, formatDateTime, maxLength, required } from '@shop/validators';
import { Button, EmptyState, useForm } from '@shop/ui';
import { useClientApi } from '@shop/ui/client-api';
import { useFeedback, useRequireMember } from '../../../lib/feedback.tsx';
import { CATALOG_EVENT_MESSAGES } from '../../../messages/event.ko.ts';
import { CATALOG_COMMUNITY_MESSAGES } from '../../../messages/community.ko.ts';
import { ReportActions } from '../../../components/report-actions.tsx';
import { ClientPager } from '../../../components/client-pager.tsx';

/** Props of `EventReplies`. */
export type EventRepliesProps = { eventId: number; running: boolean; initial: Page<EventReply> | null };

/** Most characters of a comment. */
export const REPLY_MAX_LENGTH = 500;

const M = CATALOG_EVENT_MESSAGES.replies;

/**
 * Comments of an event: the form "이벤트 참여 댓글쓰기" (members; visitors are asked to log in) while the event
 * runs, and the comments 5 per page with 신고 / 차단.
 */
/** A comment is required ('필수 입력 항목입니다.') and at most REPLY_MAX_LENGTH characters. */
const REPLY_RULES = { text: field(required(), maxLength(REPLY_MAX_LENGTH)) };

export function EventReplies({ eventId, running, initial }: EventRepliesProps) {
  const api = useClientApi();
  const id = useId();
  const requireMember = useRequireMember();
  const { alert } = useFeedback();
  const [page, setPage] = useState(initial);
  const form = useForm({ initialValues: { text: '' }, rules: REPLY_RULES });
  const load = useCallback(
    async (number: number) => {
      try {
        setPage(await callContract(api, 'GET /api/event/replies', { query: { featuredId: eventId, page: number, itemsPerPage: EVENT_REPLIES_PER_PAGE }, cache: 'no-store' }));
      } catch (error) {
        await alert(getUserMessage(error));
      }
    },
    [api, eventId, alert],
  );
  const submit = async () => {
    if (!(await requireMember())) return;
    if (!(await form.validateAll())) return;
    try {
      await callContract(api, 'POST /api/event/reply', { body: { featuredId: eventId, replyContent: form.values.text.trim() } });
      form.reset({ text: '' });
      await alert(M.done);
      await load(1);
    } catch (error) {
      await alert(getUserMessage(error));
    }
  };
  const current = page?.pagination.currentPage ?? 1;
  return (
    <section className="catalog-event-replies" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="catalog-section-title">
        {M.title}
      </h2>
      {running ? (
        <form
          className="catalog-event-reply__form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <label htmlFor={`${id}-text`} className="ui-visually-hidden">
            {M.label}
          </label>
          <textarea id={`${id}-text`} rows={3} maxLength={REPLY_MAX_LENGTH} placeholder={M.placeholder} aria-describedby={form.fields.text.error ? `${id}-error` : undefined} {...form.register('text')} />
          <Button type="submit">{M.submit}</Button>
          {form.fields.text.error ? (
            <p id={`${id}-error`} className="catalog-inquiry-form__error" role="alert">
              {form.fields.text.error}
            </p>
          ) : null}
        </form>
      ) : (
        <p className="catalog-event-replies__closed">{M.closed}</p>
      )}
      <p className="catalog-event-replies__count">{M.count(page?.pagination.totalElements ?? 0)}</p>
      {page && page.content.length > 0 ? (
        <ul className="catalog-event-replies__list" aria-label={M.listLabel}>
          {page.content.map((reply) => (
            <li key={reply.id} className="catalog-event-reply">
              <div className="catalog-event-reply__head">
                <span>{reply.loginId}</span>
                <span>{formatDateTime(reply.date)}</span>
              </div>
              <p className="catalog-event-reply__content">{reply.blockFlag === 'Y' ? M.blocked : reply.content}</p>
              <ReportActions
                contentType="FEATURED"
                contentId={reply.id}
                title={CATALOG_COMMUNITY_MESSAGES.report.replyTitle}
                reported={reply.reportFlag === 'Y'}
                blocked={reply.blockFlag === 'Y'}
                mine={reply.writtenMeFlag === 'Y'}
                onChanged={() => void load(current)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState message={M.empty} />
      )}
      {page ? <ClientPager label={M.listLabel} currentPage={current} totalPages={page.pagination.totalPages} onPage={(p) => void load(p)} /> : null}
    </section>
  );
}
