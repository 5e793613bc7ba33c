/**
 * A notice raised while a modal dialog is open is inside that dialog: outside it, the page is
 * inert and under the dialog's backdrop, so the notice could be neither seen, clicked nor heard.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog as UiDialog } from './dialog.tsx';
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

describe('toasts never pile up nor cover what comes next', () => {
  function Taps() {
    const toast = useToast();
    let count = 0;
    return (
      <>
        <h1>학생 관리</h1>
        <button type="button" onClick={() => toast.success(`출석 ${++count}`)}>
          출석
        </button>
        <button type="button" onClick={() => toast.error('기록하지 못했습니다.')}>
          실패
        </button>
      </>
    );
  }

  it('keeps one notice of each tone, the newest, whatever the taps', async () => {
    render(
      <ToastProvider>
        <Taps />
      </ToastProvider>,
    );
    const tap = screen.getByRole('button', { name: '출석' });
    for (let i = 0; i < 4; i += 1) await userEvent.click(tap);
    expect(screen.getByRole('status').textContent).toBe('출석 4×');
    await userEvent.click(screen.getByRole('button', { name: '실패' }));
    expect(screen.getByRole('status').textContent).toBe('출석 4×');
    expect(screen.getByRole('alert').textContent).toBe('기록하지 못했습니다.×');
  });

  it("draws a dialog's notice in its flow under the title, before its fields, kept until it closes", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      function Paying() {
        const toast = useToast();
        const [open, setOpen] = useState(true);
        useEffect(() => toast.success('출석을 기록했습니다. 남은 레슨이 없습니다.'), [toast]);
        return (
          <UiDialog title="결제" open={open} onClose={() => setOpen(false)}>
            <label>
              금액 <input />
            </label>
            <button type="button" onClick={() => setOpen(false)}>
              취소
            </button>
          </UiDialog>
        );
      }
      render(
        <ToastProvider>
          <Paying />
        </ToastProvider>,
      );
      await act(async () => {});
      const dialog = screen.getByRole('dialog', { name: '결제' });
      const status = within(dialog).getByRole('status');
      expect(status.textContent).toBe('출석을 기록했습니다. 남은 레슨이 없습니다.×');
      // In the slot after the title, ahead of the 금액 field: pushed down, not covered.
      const title = within(dialog).getByRole('heading', { name: '결제' });
      const field = within(dialog).getByRole('textbox', { name: '금액' });
      expect(title.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(status.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(status.closest('[data-toast-slot]')).not.toBeNull();
      // Its time passes while the dialog is open: it stays, so nothing moves under a finger.
      await act(async () => {
        vi.advanceTimersByTime(5000);
      });
      expect(within(dialog).getByRole('status').textContent).toContain('출석을 기록했습니다.');
      await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
      await act(async () => {});
      expect(screen.getByRole('status', { hidden: true }).textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });
});
