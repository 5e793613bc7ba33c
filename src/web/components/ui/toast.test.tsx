/**
 * A notice raised while a modal dialog is open is inside that dialog: outside it, the page is
 * inert and under the dialog's backdrop, so the notice could be neither seen, clicked nor heard.
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ToastProvider, useToast } from './toast.tsx';

// jsdom has <dialog> without its modal methods.
beforeEach(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(cleanup);

function Dialog({ open, children }: { open: boolean; children?: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const toast = useToast();
  useEffect(() => {
    if (open) ref.current?.showModal();
    else ref.current?.close();
  }, [open]);
  return (
    <dialog ref={ref} aria-label="결제">
      <button type="button" onClick={() => toast.error('결제하지 못했습니다.')}>
        결제 확인
      </button>
      {children}
    </dialog>
  );
}

function renderDialog(open: boolean) {
  const view = render(
    <ToastProvider>
      <Dialog open={open} />
    </ToastProvider>,
  );
  return view;
}

describe('toasts and modal dialogs', () => {
  it('raises an error inside the open modal dialog, as an alert', async () => {
    renderDialog(true);
    const dialog = screen.getByRole('dialog', { name: '결제' });
    await userEvent.click(within(dialog).getByRole('button', { name: '결제 확인' }));
    const alert = within(dialog).getByRole('alert');
    expect(alert.textContent).toContain('결제하지 못했습니다.');
    expect(within(alert).getByRole('button', { name: '알림 닫기' })).toBeTruthy();
  });

  it('keeps the live regions in the dialog before anything is said, and back on the page after', async () => {
    const view = renderDialog(true);
    const dialog = screen.getByRole('dialog', { name: '결제' });
    expect(within(dialog).getByRole('status')).toBeTruthy();
    view.rerender(
      <ToastProvider>
        <Dialog open={false} />
      </ToastProvider>,
    );
    // The observer answers after the attribute changes.
    await act(async () => {});
    expect(dialog.querySelector('[role="status"]')).toBeNull();
    expect(screen.getByRole('status', { hidden: true })).toBeTruthy();
  });

  it('brings a notice back to the page when its dialog leaves the page still open', async () => {
    // As a dialog does whose component is gone before close() ran: a success said, then the
    // dialog taken away at once.
    function Deleting() {
      const toast = useToast();
      const [shown, setShown] = useState(true);
      return shown ? (
        <Dialog open>
          <button
            type="button"
            onClick={() => {
              toast.success('예약을 삭제했습니다.');
              setShown(false);
            }}
          >
            삭제
          </button>
        </Dialog>
      ) : null;
    }
    render(
      <ToastProvider>
        <Deleting />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: '삭제' }));
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    await act(async () => {});
    expect(screen.getByRole('status').textContent).toContain('예약을 삭제했습니다.');
  });
});
