import assert from 'node:assert/strict';
import type { Viewer } from '../community/viewer.ts';
import { toInquiryView } from './inquiry-view.ts';

const row = {
  id: 1, itemId: 1001, memberId: 1, writerLoginId: 'demo01', qnaGroup: 'ITEM', subject: '사이즈 문의', question: 'M 맞을까요?',
  secretFlag: 'Y' as const, answer: 'M 추천드립니다.', answeredAt: '20250602100000', createdAt: '20250601100000',
};
const viewer = (loginId?: string, blocked: string[] = []): Viewer => ({
  member: loginId ? ({ id: 9, loginId } as Viewer['member']) : undefined,
  blocked: new Set(blocked),
});

it('shows a secret question and its answer only to its writer', () => {
  const own = toInquiryView(row, viewer('demo01'), new Set());
  assert.equal(own.subject, '사이즈 문의');
  assert.equal(own.answer?.answer, 'M 추천드립니다.');
  assert.equal(own.writtenMeFlag, 'Y');
  for (const other of [viewer(), viewer('demo02')]) {
    const view = toInquiryView(row, other, new Set());
    assert.equal(view.subject, '비밀글입니다.');
    assert.equal(view.question, '비밀글입니다.');
    assert.equal(view.answer, null);
    assert.equal(view.answerFlag, 'Y');
    assert.equal(view.userName, 'dem***');
  }
});

it('withholds a blocked writer and flags reports', () => {
  const view = toInquiryView({ ...row, secretFlag: 'N' }, viewer('demo02', ['demo01']), new Set([1]));
  assert.equal(view.blockFlag, 'Y');
  assert.equal(view.question, '');
  assert.equal(view.reportFlag, 'Y');
  assert.equal(view.label, '상품');
});
