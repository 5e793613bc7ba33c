/**
 * A page with unsaved changes asks before Back leaves it, but not when Back (or the dialog's own
 * button) only closes a dialog opened over the page.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ConfirmProvider } from './confirm-dialog.tsx';
import { Dialog } from './dialog.tsx';
import { LEAVE_MESSAGE, useUnsavedChangesGuard } from './use-unsaved-changes-guard.ts';

function Editing() {
  useUnsavedChangesGuard(true);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        사진 고르기
      </button>
      {open ? (
        <Dialog title="사진 고르기" onClose={() => setOpen(false)}>
          <button type="button" onClick={() => setOpen(false)}>
            닫기
          </button>
        </Dialog>
      ) : null}
    </>
  );
}

function show() {
  render(
    <ConfirmProvider>
      <MemoryRouter>
        <Editing />
      </MemoryRouter>
    </ConfirmProvider>,
  );
}

const asked = () => screen.queryByText(LEAVE_MESSAGE);

describe('the unsaved-changes guard and a dialog', () => {
  it('lets Back close a dialog without asking, and asks on the Back after it', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: '사진 고르기' }));
    expect(screen.getByRole('dialog', { name: '사진 고르기' })).toBeTruthy();
    await act(async () => {
      window.history.back();
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '사진 고르기' })).toBeNull());
    // Let any late answer to the popped entry arrive before looking.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asked()).toBeNull();
    await act(async () => {
      window.history.back();
    });
    await waitFor(() => expect(asked()).not.toBeNull());
  });

  it('does not ask when the dialog is closed by its own button', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: '사진 고르기' }));
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog', { name: '사진 고르기' })).toBeNull();
    expect(asked()).toBeNull();
  });
});
