import type { ItemInquiry } from '@shop/contracts';
import type { ItemInquiryTable } from '../../db/schema-community.ts';
import { COMMUNITY_MESSAGES } from '../../messages/community.ko.ts';
import { maskLoginId } from '../community/mask.ts';
import { writtenByViewer, type Viewer } from '../community/viewer.ts';

type InquiryRow = Omit<ItemInquiryTable, 'id'> & { id: number };

/**
 * A question on the wire (reference-behaviour section 6, Q&A) as a viewer may see it: a secret question reads
 * "비밀글입니다." (subject, question and answer withheld) to everyone but its writer; a blocked writer's text is
 * withheld too.
 */
export function toInquiryView(row: InquiryRow, viewer: Viewer, reported: ReadonlySet<number>): ItemInquiry {
  const mine = writtenByViewer(viewer, row.writerLoginId);
  const hidden = row.secretFlag === 'Y' && mine === 'N';
  const blocked = viewer.blocked.has(row.writerLoginId);
  const withheld = hidden || blocked;
  const answered = row.answer !== null && row.answer !== '';
  return {
    id: row.id,
    label: COMMUNITY_MESSAGES.qnaGroups[row.qnaGroup] ?? row.qnaGroup,
    qnaGroup: row.qnaGroup,
    subject: hidden ? COMMUNITY_MESSAGES.secret : blocked ? '' : row.subject,
    question: hidden ? COMMUNITY_MESSAGES.secret : blocked ? '' : row.question,
    files: [],
    secretFlag: row.secretFlag,
    answerFlag: answered ? 'Y' : 'N',
    answer: answered && !withheld ? { title: '', answer: row.answer ?? '', date: row.answeredAt ?? '' } : null,
    userName: maskLoginId(row.writerLoginId),
    date: row.createdAt,
    blockFlag: blocked ? 'Y' : 'N',
    reportFlag: reported.has(row.id) ? 'Y' : 'N',
    writtenMeFlag: mine,
  };
}
