import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useDialog } from './use-dialog.tsx';

function Asker({ kind }: { kind: 'alert' | 'confirm' }) {
  const { alert, confirm, dialog } = useDialog();
  const [answer, setAnswer] = useState('none');
  const ask = async () => {
    if (kind === 'confirm') setAnswer(String(await confirm('첫 줄\n둘째 줄')));
    else {
      await alert('완료');
      setAnswer('closed');
    }
  };
  return (
    <>
      <button type="button" onClick={() => void ask()}>
        ask
      </button>
      <output>{answer}</output>
      {dialog}
    </>
  );
}

describe('useDialog', () => {
  it('asks with 취소 / 확인 in an alert dialog titled 알림, newlines as line breaks, and answers true on 확인', async () => {
    render(<Asker kind="confirm" />);
    const opener = screen.getByRole('button', { name: 'ask' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: '알림' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.querySelector('.ui-modal__message')?.innerHTML).toBe('첫 줄<br>둘째 줄');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '확인' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '확인' })));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('true')).toBeTruthy();
    expect(document.activeElement).toBe(opener);
  });

  it('answers false on 취소 and on Escape', async () => {
    render(<Asker kind="confirm" />);
    fireEvent.click(screen.getByRole('button', { name: 'ask' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '취소' })));
    expect(screen.getByText('false')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ask' }));
    await act(async () => fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('false')).toBeTruthy();
  });

  it('alerts with 확인 only', async () => {
    render(<Asker kind="alert" />);
    fireEvent.click(screen.getByRole('button', { name: 'ask' }));
    expect(screen.queryByRole('button', { name: '취소' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '확인' })));
    expect(screen.getByText('closed')).toBeTruthy();
  });

  it('keeps Tab inside the dialog', () => {
    render(<Asker kind="confirm" />);
    fireEvent.click(screen.getByRole('button', { name: 'ask' }));
    const ok = screen.getByRole('button', { name: '확인' });
    const cancel = screen.getByRole('button', { name: '취소' });
    ok.focus();
    fireEvent.keyDown(ok, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(cancel, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(ok);
  });
});
