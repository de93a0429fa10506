import { firstProblem, missingFields } from './field-problems.ts';

describe('missingFields', () => {
  const required = [{ name: 'qnaGroup', message: '문의 유형을 선택하세요.' }, { name: 'subject', message: '필수 입력 항목입니다.' }, { name: 'question', message: '필수 입력 항목입니다.' }];

  it('names every empty required field with its own message, in page order', () => {
    const problems = missingFields({ qnaGroup: '', subject: '배송', question: '' }, required);
    expect(problems).toEqual({ qnaGroup: '문의 유형을 선택하세요.', question: '필수 입력 항목입니다.' });
    expect(firstProblem(problems, required.map((f) => f.name))).toBe('qnaGroup');
  });

  it('finds nothing in a filled form', () => {
    expect(missingFields({ qnaGroup: 'ETC', subject: 'a', question: 'b' }, required)).toEqual({});
    expect(firstProblem({}, ['a'])).toBeUndefined();
  });
});
