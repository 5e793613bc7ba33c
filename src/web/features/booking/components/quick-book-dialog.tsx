/**
 * The tablet's booking: a tap on a free cell asks for the name, 1시간 or 2시간 and the PIN, and
 * books that room and hour today. Each refusal is said in the dialog, with the focus on the
 * field it is about; 2시간 is offered only when the next hour is free and on the board.
 */
import { type FormEvent, useId, useRef, useState } from 'react';
import { type Duration, isPin, NAME_MAX_LENGTH, roomLabel } from '#shared/booking-rules.ts';
import { dailyLimitLabel } from '#shared/daily-limit.ts';
import { bookingMessages } from '#shared/messages/booking.ts';
import { commonMessages } from '#shared/messages/common.ts';
import type { Booking } from '#shared/schemas/booking.ts';
import { hourLabel } from '#shared/time.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import type { SeoulNow } from '../../../lib/use-seoul-now.ts';
import { useSite } from '../../../site-data/site-context.tsx';
import { useCreateBooking } from '../api/bookings.ts';
import { hourRange } from '../lib/booking-span.ts';
import { startStates } from '../lib/open-starts.ts';
import { BoardDialog, DialogActions } from './board-dialog.tsx';
import { DurationChoice } from './duration-choice.tsx';
import { PinField, readPin } from './pin-field.tsx';
import styles from './quick-book-dialog.module.css';

interface QuickBookDialogProps {
  date: string;
  now: SeoulNow;
  room: number;
  time: number;
  bookings: Booking[];
  onClose(): void;
}

type ProblemField = 'name' | 'pin' | 'type';
type Problem = { field: ProblemField | null; text: string } | null;

/** Which field a refusal of the server is about. */
const fieldOf: Record<string, ProblemField> = {
  'booking.invalid_pin': 'pin',
  'booking.name_too_long': 'name',
  'booking.over_limit': 'name',
  'booking.past_closing': 'type',
};

export function QuickBookDialog({ date, now, room, time, bookings, onClose }: QuickBookDialogProps) {
  const id = useId();
  const { board } = useSite();
  const toast = useToast();
  const create = useCreateBooking();
  const nameRef = useRef<HTMLInputElement>(null);
  const pinRef = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<Duration>('1시간');
  const [problem, setProblem] = useState<Problem>(null);
  const twoHours = startStates({
    room,
    type: '2시간',
    bookings,
    date,
    today: now.today,
    now: now.hour,
    board,
  }).get(time);
  const title = `${roomLabel(room, board)} ${hourLabel(time)} 예약`;

  const refuse = (field: ProblemField | null, text: string) => {
    setProblem({ field, text });
    const input = field === 'pin' ? pinRef.current : field === 'name' ? nameRef.current : null;
    input?.focus();
    input?.select();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const name = nameRef.current?.value ?? '';
    const pin = readPin(pinRef.current);
    if (!name.trim()) return refuse('name', `${bookingMessages['booking.incomplete']} 빠진 항목: 이름`);
    if (!pin) return refuse('pin', `${bookingMessages['booking.incomplete']} 빠진 항목: 비밀번호`);
    if (!isPin(pin)) return refuse('pin', bookingMessages['booking.invalid_pin']);
    try {
      const first = (await create.mutateAsync({ date, room, time, name, type, pin }))[0]!;
      toast.success(
        `${first.name}님, ${roomLabel(first.room, board)} ${hourLabel(first.time)}부터 ${first.type} 예약되었습니다.`,
      );
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError) refuse(fieldOf[failure.code] ?? null, failure.message);
      else refuse(null, commonMessages.internal);
    }
  };

  const invalid = (field: 'name' | 'pin') => (problem?.field === field ? true : undefined);
  return (
    <BoardDialog title={title} role="dialog" onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={`field ${styles.field}`}>
          <label htmlFor={`${id}-name`}>이름</label>
          <input
            id={`${id}-name`}
            ref={nameRef}
            name="name"
            type="text"
            autoComplete="off"
            maxLength={NAME_MAX_LENGTH + 10}
            aria-invalid={invalid('name')}
            aria-describedby={`${id}-name-hint`}
          />
          <p id={`${id}-name-hint`} className="field-hint">
            {dailyLimitLabel(board)}
          </p>
        </div>
        <DurationChoice
          value={type}
          onChange={setType}
          disabled={(duration) => duration === '2시간' && twoHours !== 'open'}
          label={(duration) => (
            <span className={styles.stacked}>
              {duration}
              <span className={styles.span}>{hourRange(time, duration === '2시간' ? 2 : 1)}</span>
            </span>
          )}
        >
          {twoHours !== 'open' ? (
            <p className="field-hint">
              {twoHours === 'too_late'
                ? '마감 시간이라 1시간만 예약할 수 있습니다.'
                : '다음 시간이 예약되어 있어 1시간만 예약할 수 있습니다.'}
            </p>
          ) : null}
        </DurationChoice>
        <PinField
          id={`${id}-pin`}
          hint="숫자 4자리 · 삭제할 때 필요합니다"
          invalid={invalid('pin')}
          inputRef={pinRef}
        />
        <p role="alert" className={problem ? styles.problem : styles.quiet}>
          {problem?.text}
        </p>
        <DialogActions
          confirmLabel={create.isPending ? '예약하는 중…' : '예약하기'}
          busy={create.isPending}
          onCancel={onClose}
        />
      </form>
    </BoardDialog>
  );
}
