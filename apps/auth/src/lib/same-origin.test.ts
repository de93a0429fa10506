import { callSession } from './same-origin.ts';

/** Answers every fetch with `status` and `body` (the shell's JSON answer). */
function answerWith(status: number, body: unknown) {
  global.fetch = jest.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

describe('callSession', () => {
  const join = { snsState: 's', phoneNumber: '01012345678', verifyToken: 't', email: 'a@b.kr', birthday: '19900101', agreedTerms: true, agreedPrivacy: true, receiveSms: 'N', receiveEmail: 'N' } as const;

  it("answers a refusal with the shell's Korean message and a code typed by the endpoint", async () => {
    answerWith(409, { status: 409, code: 'SNS_LINK_PROOF_REQUIRED', message: '비밀번호를 입력해 주세요.' });
    const answer = await callSession('POST /session/sns-join', { body: join as never, cache: 'no-store' });
    expect(answer).toEqual({ ok: false, message: '비밀번호를 입력해 주세요.', code: 'SNS_LINK_PROOF_REQUIRED' });
    if (!answer.ok) {
      expect(answer.code === 'SNS_LINK_PROOF_REQUIRED').toBe(true);
      // @ts-expect-error -- the SNS join never answers ORDER_SHEET_USED: comparing with it does not compile
      expect(answer.code === 'ORDER_SHEET_USED').toBe(false);
    }
  });

  it('answers a network failure as a refusal with the default message and no code', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const answer = await callSession('POST /session/logout', { cache: 'no-store' });
    expect(answer.ok).toBe(false);
    expect(answer.ok ? '' : answer.message).toMatch(/[가-힣]/);
  });
});
