import type { BufferedPageView } from './visit-buffer.ts';
import { takePageView } from './page-view-call.ts';

const VISITOR = '2f1c3a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

function buffer() {
  const added: BufferedPageView[] = [];
  return { added, visits: { add: (view: BufferedPageView) => void added.push(view) } };
}

describe('a client-side navigation\'s page view', () => {
  it('joins the batches as the session\'s visitor, whatever visitor id the body names', () => {
    const { added, visits } = buffer();
    const outcome = takePageView({ uri: '/items/P1003?tab=review', visitorId: 'someone-else-0001' }, VISITOR, visits);
    expect(outcome).toEqual({ counted: true, answer: { status: 200, message: 'OK' } });
    expect(added).toEqual([{ visitorId: VISITOR, uri: '/items/P1003?tab=review' }]);
  });

  it('answers but does not count a path the spec exempts', () => {
    const { added, visits } = buffer();
    expect(takePageView({ uri: '/mypage/orders' }, VISITOR, visits)).toMatchObject({ counted: false, answer: { status: 200 } });
    expect(added).toEqual([]);
  });

  it.each([
    [null, '요청 내용이 올바르지 않습니다.'],
    [[], '방문 경로를 입력해 주세요.'],
    ['/', '요청 내용이 올바르지 않습니다.'],
    [{}, '방문 경로를 입력해 주세요.'],
    [{ uri: 3 }, '방문 경로 값이 올바르지 않습니다.'],
    [{ uri: '' }, '필수 입력 항목입니다.'],
    [{ uri: '/a\u0000b' }, 'uri에 사용할 수 없는 문자가 포함되어 있습니다.'],
    [{ uri: '/', visitorId: 'not a visitor id' }, '방문자 식별자 값이 올바르지 않습니다.'],
  ])('refuses %j with BAD_REQUEST and the API contract\'s Korean message, and counts nothing', (body, message) => {
    const { added, visits } = buffer();
    const outcome = takePageView(body, VISITOR, visits);
    expect(outcome).toMatchObject({ counted: false, error: 'BAD_REQUEST' });
    expect('message' in outcome && outcome.message).toBe(message);
    expect(added).toEqual([]);
  });

  it('refuses a uri that is no path of this site with the shell\'s BAD_REQUEST', () => {
    const { added, visits } = buffer();
    expect(takePageView({ uri: 'https://evil.example/' }, VISITOR, visits)).toEqual({ counted: false, error: 'BAD_REQUEST' });
    expect(added).toEqual([]);
  });

  it('counts nothing without a visitor cookie or with one the API would refuse', () => {
    const { added, visits } = buffer();
    expect(takePageView({ uri: '/' }, undefined, visits)).toEqual({ counted: false, error: 'BAD_REQUEST' });
    expect(takePageView({ uri: '/' }, 'bad id!', visits)).toEqual({ counted: false, error: 'BAD_REQUEST' });
    expect(added).toEqual([]);
  });
});
