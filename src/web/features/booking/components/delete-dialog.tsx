/**
 * 예약을 삭제하시겠습니까?: who, where, when and what stays (docs/decisions/020-…), and for a
 * visitor the booking's PIN (docs/decisions/033-…). A refused PIN is said next to the field,
 * which keeps the focus with its digits selected, so the next try is typed straight over it.
 * Staff signed in delete without a PIN; the server audits it.
 */
import { type FormEvent, useId, useRef, useState } from 'react';
import { isPin } from '#shared/booking-rules.ts';
import { bookingMessages } from '#shared/messages/booking.ts';
import type { Booking } from '#shared/schemas/booking.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { isStaff, useSession } from '../../../lib/session.ts';
import { useDeleteBooking } from '../api/bookings.ts';
import { BoardDialog, DialogActions } from './board-dialog.tsx';
import { DeleteDetail } from './delete-detail.tsx';
import styles from './delete-dialog.module.css';
import { PinField, readPin } from './pin-field.tsx';

/** Refusals that are about the PIN typed: said at the field, which keeps the focus. */
const PIN_REFUSALS = new Set(['booking.wrong_pin', 'booking.pin_required', 'booking.pin_rate_limited']);

export interface DeleteDialogProps {
  cell: Booking;
  /** The room's name on the board (the owner's), given by the page: this module is fetched on
   * the first tap and keeps to what the page has loaded already. */
  roomName: string;
  other: Booking | undefined;
  onClose(): void;
}

export function DeleteDialog({ cell, roomName, other, onClose }: DeleteDialogProps) {
  const id = useId();
  const { data: user } = useSession();
  const toast = useToast();
  const mutation = useDeleteBooking();
  const pinRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  // Staff need no PIN; should the server not take them for staff (signed out meanwhile), ask.
  const [pinDemanded, setPinDemanded] = useState(false);
  const askPin = pinDemanded || !isStaff(user);

  const refuse = (message: string) => {
    setError(message);
    // The field may only now be drawn (a session that had ended): focus it once it is.
    requestAnimationFrame(() => {
      pinRef.current?.focus();
      pinRef.current?.select();
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const pin = askPin ? readPin(pinRef.current) : undefined;
    // Said before sending: a malformed PIN would only spend one of the address's tries.
    if (pin !== undefined && !pin) return refuse(bookingMessages['booking.pin_required']);
    if (pin !== undefined && !isPin(pin)) return refuse(bookingMessages['booking.invalid_pin']);
    try {
      const entry = await mutation.mutateAsync({ date: cell.date, room: cell.room, time: cell.time, pin });
      toast.success(`${entry.name}님의 예약을 삭제했습니다.`);
      onClose();
    } catch (failure) {
      if (!(failure instanceof ApiError)) {
        setError('예약을 삭제하지 못했습니다.');
      } else if (PIN_REFUSALS.has(failure.code)) {
        setPinDemanded(true);
        refuse(failure.message);
      } else if (failure.code === 'booking.not_found') {
        toast.error(failure.message);
        onClose();
      } else {
        setError(failure.message);
      }
    }
  };

  return (
    <BoardDialog
      title="예약을 삭제하시겠습니까?"
      role="alertdialog"
      describedBy={`${id}-detail`}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate>
        <div id={`${id}-detail`}>
          <DeleteDetail cell={cell} roomName={roomName} other={other} />
        </div>
        {askPin ? (
          <PinField
            id={`${id}-pin`}
            className={styles.pin}
            hint="예약할 때 정한 숫자 4자리를 입력하세요."
            error={error}
            inputRef={pinRef}
          />
        ) : (
          <>
            <p className={styles.staff}>
              원장·강사로 로그인되어 있어 비밀번호 없이 삭제합니다. 삭제한 사람은 기록에 남습니다.
            </p>
            {error ? (
              <p className={`field-error ${styles.error}`} role="alert">
                {error}
              </p>
            ) : null}
          </>
        )}
        <DialogActions confirmLabel="삭제" danger busy={mutation.isPending} onCancel={onClose} />
      </form>
    </BoardDialog>
  );
}
