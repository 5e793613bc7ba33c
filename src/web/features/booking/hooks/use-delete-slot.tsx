/**
 * The one delete path of every board: a tap, a double-click, Enter or Delete on a booked cell
 * opens the delete dialog for it (components/delete-dialog.tsx); the page draws `dialog`.
 * The dialog's script (its PIN form, the confirm's details) is fetched when a booked cell is
 * first chosen, not with the page: most visits to /book never delete anything, and the page
 * stays within its script budget (README, speed of the public pages).
 */
import { type ComponentType, type ReactNode, useState } from 'react';
import { roomLabel } from '#shared/booking-rules.ts';
import type { Booking } from '#shared/schemas/booking.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { useSession } from '../../../lib/session.ts';
import { useSite } from '../../../site-data/site-context.tsx';
import type { DeleteDialogProps } from '../components/delete-dialog.tsx';
import { otherHalf } from '../lib/booking-span.ts';

let loading: Promise<ComponentType<DeleteDialogProps>> | null = null;

/** The dialog's module, fetched once; a failed fetch is tried afresh on the next tap. */
function loadDeleteDialog(): Promise<ComponentType<DeleteDialogProps>> {
  loading ??= import('../components/delete-dialog.tsx').then(
    (module) => module.DeleteDialog,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

interface OpenDialog {
  Dialog: ComponentType<DeleteDialogProps>;
  cell: Booking;
  other: Booking | undefined;
}

export function useDeleteSlot(): { request(cell: Booking, board: Booking[]): void; dialog: ReactNode } {
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const toast = useToast();
  const { board } = useSite();
  // Asked now, so the dialog knows at once whether staff are signed in (no PIN then).
  useSession();
  return {
    request: (cell, board) => {
      const other = otherHalf(cell, board);
      loadDeleteDialog().then(
        // A double-click on a cell must not open a second dialog over the first.
        (Dialog) => setOpen((current) => current ?? { Dialog, cell, other }),
        () => toast.error('삭제 화면을 불러오지 못했습니다. 인터넷 연결을 확인하고 다시 눌러 주세요.'),
      );
    },
    dialog: open ? (
      <open.Dialog
        key={`${open.cell.date}-${open.cell.room}-${open.cell.time}`}
        cell={open.cell}
        roomName={roomLabel(open.cell.room, board)}
        other={open.other}
        onClose={() => setOpen(null)}
      />
    ) : null,
  };
}
