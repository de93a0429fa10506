import { VALIDATION_MESSAGES } from '@shop/validators';
import { useId, useState } from 'react';
import { callContract, getUserMessage } from '@shop/api-client';
import type { ReportContentType, ReportInit } from '@shop/api-client';
import { Button, Modal } from '@shop/ui';
import { useClientApi } from '@shop/ui/client-api';
import { useFeedback, useRequireMember } from '../lib/feedback.tsx';
import { CATALOG_COMMUNITY_MESSAGES } from '../messages/community.ko.ts';

type ReportBody = NonNullable<Parameters<typeof callContract<'POST /api/common/report'>>[2]['body']>;

/** Props of `ReportActions`. */
export type ReportActionsProps = {
  contentType: ReportContentType;
  contentId: number;
  /** Heading of the report form ("후기 신고", "게시글 신고"…). */
  title: string;
  reported: boolean;
  blocked: boolean;
  /** Own posts get no buttons. */
  mine: boolean;
  /** Called after a report, block or unblock, to reload the list. */
  onChanged: () => void;
};

/** The most characters a report's detail takes. */
export const REPORT_MAX_LENGTH = 1000;

const M = CATALOG_COMMUNITY_MESSAGES.report;

/**
 * 신고 / 차단 of a review, question or comment (members). The report form offers the API's reasons and needs a
 * detail of at most 1000 characters; blocking asks "이 회원을 차단할까요?…" first.
 */
export function ReportActions({ contentType, contentId, title, reported, blocked, mine, onChanged }: ReportActionsProps) {
  const api = useClientApi();
  const id = useId();
  const requireMember = useRequireMember();
  const { alert, confirm } = useFeedback();
  const [init, setInit] = useState<ReportInit | null>(null);
  const [reason, setReason] = useState('');
  const [detail, setDetail] = useState('');
  const [problem, setProblem] = useState('');
  if (mine) return null;

  const openReport = async () => {
    if (!(await requireMember())) return;
    try {
      const loaded = await callContract(api, 'GET /api/common/report/init', {});
      setInit(loaded);
      setReason(loaded.reasonTypes[0]?.code ?? '');
      setDetail('');
      setProblem('');
    } catch (error) {
      await alert(getUserMessage(error));
    }
  };
  const submit = async () => {
    if (!detail.trim()) {
      // The server's contract refuses blank content with the same rule and message (writtenText).
      setProblem(VALIDATION_MESSAGES.required);
      return;
    }
    try {
      await callContract(api, 'POST /api/common/report', { body: { reportContentType: contentType, reportReasonType: reason as ReportBody['reportReasonType'], contentId, content: detail.trim() } });
      setInit(null);
      await alert(M.done);
      onChanged();
    } catch (error) {
      setProblem(getUserMessage(error));
    }
  };
  const toggleBlock = async () => {
    if (!(await requireMember())) return;
    if (!(await confirm(blocked ? M.unblockConfirm : M.blockConfirm))) return;
    try {
      const body = { reportContentType: contentType, contentId };
      await (blocked ? callContract(api, 'POST /api/common/unblock', { body }) : callContract(api, 'POST /api/common/block', { body }));
      await alert(blocked ? M.unblockDone : M.blockDone);
      onChanged();
    } catch (error) {
      await alert(getUserMessage(error));
    }
  };

  return (
    <div className="catalog-report">
      <button type="button" className="catalog-report__button" disabled={reported} onClick={() => void openReport()}>
        {reported ? M.reported : M.report}
      </button>
      <button type="button" className="catalog-report__button" onClick={() => void toggleBlock()}>
        {blocked ? M.unblock : M.block}
      </button>
      <Modal
        open={init !== null}
        title={title}
        size="md"
        onClose={() => setInit(null)}
        footer={
          <>
            <Button variant="outline" onClick={() => setInit(null)}>
              {M.cancel}
            </Button>
            <Button onClick={() => void submit()}>{M.submit}</Button>
          </>
        }
      >
        <fieldset className="catalog-report__reasons">
          <legend>{M.reason}</legend>
          {(init?.reasonTypes ?? []).map((type) => (
            <label key={type.code} className="catalog-report__reason">
              <input type="radio" name={`${id}-reason`} value={type.code} checked={reason === type.code} onChange={() => setReason(type.code)} />
              {type.title}
            </label>
          ))}
        </fieldset>
        <label htmlFor={`${id}-detail`} className="catalog-report__label">
          {M.detail}
        </label>
        <textarea
          id={`${id}-detail`}
          className="catalog-report__detail"
          rows={5}
          maxLength={REPORT_MAX_LENGTH}
          placeholder={M.detailPlaceholder}
          value={detail}
          aria-invalid={problem !== ''}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setDetail(event.target.value)}
        />
        {problem ? (
          <p id={`${id}-problem`} className="catalog-report__problem" role="alert">
            {problem}
          </p>
        ) : null}
      </Modal>
    </div>
  );
}
