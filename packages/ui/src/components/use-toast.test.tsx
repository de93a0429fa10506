import { act, fireEvent, render, screen } from '@testing-library/react';
import { useToast } from './use-toast.tsx';

function Copier() {
  const { show, toast } = useToast(1000);
  return (
    <>
      <button type="button" onClick={() => show('복사 되었습니다.')}>
        copy
      </button>
      {toast}
    </>
  );
}

describe('useToast', () => {
  it('announces the message in a live region and hides it after the duration', () => {
    jest.useFakeTimers();
    render(<Copier />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'copy' }));
    expect(region.textContent).toBe('복사 되었습니다.');
    act(() => jest.advanceTimersByTime(1001));
    expect(region.textContent).toBe('');
    jest.useRealTimers();
  });
});
