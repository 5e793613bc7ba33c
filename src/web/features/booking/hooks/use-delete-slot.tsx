/**
 * The one delete path of every board: a tap, a double-click, Enter or Delete on a booked cell
 * opens the delete dialog for it (components/delete-dialog.tsx); the page draws `dialog`.
 */
import { type ReactNode, useState } from 'react';
import type { Booking } from '#shared/schemas/booking.ts';
import { useSession } from '../../../lib/session.ts';
import { DeleteDialog } from '../components/delete-dialog.tsx';
import { otherHalf } from '../lib/booking-span.ts';

export function useDeleteSlot(): { request(cell: Booking, board: Booking[]): void; dialog: ReactNode } {
  const [open, setOpen] = useState<{ cell: Booking; other: Booking | undefined } | null>(null);
  // Asked now, so the dialog knows at once whether staff are signed in (no PIN then).
  useSession();
  return {
    // A double-click on a cell must not open a second dialog over the first.
    request: (cell, board) => setOpen((current) => current ?? { cell, other: otherHalf(cell, board) }),
    dialog: open ? (
      <DeleteDialog
        key={`${open.cell.date}-${open.cell.room}-${open.cell.time}`}
        cell={open.cell}
        other={open.other}
        onClose={() => setOpen(null)}
      />
    ) : null,
  };
}
