import { act, render, screen } from '@testing-library/react';
import { ApiError } from '@shop/api-client';
import { FormError, useSubmission, type Submission } from './use-submission.tsx';

let latest: Submission | undefined;

function Probe() {
  latest = useSubmission('보내지 못했습니다.');
  return (
    <>
      <span data-testid="sending">{String(latest.sending)}</span>
      <FormError message={latest.error} />
    </>
  );
}

describe('useSubmission', () => {
  it('marks the form as sending, runs one call at a time and resolves with its answer', async () => {
    render(<Probe />);
    let finish: (value: string) => void = () => undefined;
    let first: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      first = latest!.submit(() => new Promise<string>((resolve) => (finish = resolve)));
    });
    expect(screen.getByTestId('sending').textContent).toBe('true');
    let second: string | undefined = 'not run';
    await act(async () => {
      second = await latest!.submit(async () => 'twice');
    });
    expect(second).toBeUndefined();
    await act(async () => finish('saved'));
    expect(await first).toBe('saved');
    expect(screen.getByTestId('sending').textContent).toBe('false');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the API's Korean message, the fallback for a failure without one, and a refusal found before sending", async () => {
    render(<Probe />);
    await act(async () => {
      await latest!.submit(() => Promise.reject(new ApiError({ status: 400, code: 'BAD_REQUEST', serverMessage: '제목을 입력해 주세요.', method: 'POST', path: '/api/x' })));
    });
    expect(screen.getByRole('alert').textContent).toBe('제목을 입력해 주세요.');
    await act(async () => {
      await latest!.submit(() => Promise.reject(new Error('socket hang up')));
    });
    expect(screen.getByRole('alert').textContent).toBe('보내지 못했습니다.');
    act(() => {
      expect(latest!.refuse('필수 항목을 입력해 주세요.')).toBeUndefined();
    });
    expect(screen.getByRole('alert').textContent).toBe('필수 항목을 입력해 주세요.');
    await act(async () => {
      await latest!.submit(async () => 1);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
