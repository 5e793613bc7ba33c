/**
 * The back button with a dialog open closes the dialog, as a phone's back does, and leaves the
 * page where it was; a dialog closed by its own button takes its history entry away again.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog.tsx';

function Paying() {
  const [open, setOpen] = useState(false);
  const [closes, setCloses] = useState(0);
  return (
    <>
      <p>닫은 횟수 {closes}</p>
      <button type="button" onClick={() => setOpen(true)}>
        결제
      </button>
      {open ? (
        <Dialog
          title="결제"
          onClose={() => {
            setOpen(false);
            setCloses((count) => count + 1);
          }}
        >
          <button type="button" onClick={() => setOpen(false)}>
            취소
          </button>
        </Dialog>
      ) : null}
    </>
  );
}

describe('the dialog and the back button', () => {
  it('closes on back, the page and its address kept', async () => {
    const before = window.history.length;
    const address = window.location.href;
    render(<Paying />);
    await userEvent.click(screen.getByRole('button', { name: '결제' }));
    expect(screen.getByRole('dialog', { name: '결제' })).toBeTruthy();
    expect(window.history.length).toBe(before + 1);
    await act(async () => {
      window.history.back();
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(screen.getByText('닫은 횟수 1')).toBeTruthy();
    expect(window.location.href).toBe(address);
  });

  it('takes its entry away when closed by its own button, so back then leaves no dialog behind', async () => {
    render(<Paying />);
    const start = window.history.state;
    await userEvent.click(screen.getByRole('button', { name: '결제' }));
    expect(window.history.state).not.toEqual(start);
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    await waitFor(() => expect(window.history.state).toEqual(start));
    expect(screen.getByText('닫은 횟수 0')).toBeTruthy();
  });
});
